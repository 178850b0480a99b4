import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { checkCard } from '#common/payment-card.ts';
import { PAID_PLAN_IDS, PLANS } from '#common/plans.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { billingRepository } from '#server/payments/repository.ts';
import type { SandboxProvider } from '#server/payments/sandbox/provider.ts';
import { consumerOf } from '#server/plans/allowances.ts';
import { isKnownToProvider } from '#server/plans/entitlement.ts';
import type { SessionUser } from '#server/sessions/repository.ts';
import { hashSecret, subscriptionService } from './service.ts';
import stripeWebhookRoutes from './stripe-webhook.ts';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = billingRepository(app.db);
  const service = subscriptionService(app.db, repository, app.payments, app.subscriptionLedger);
  const overview = (user: SessionUser, address: string) =>
    service.overview(consumerOf(user, address), app.planLimits.enforced);

  app.route({
    ...endpointRoute(ENDPOINTS.createSubscription, {
      summary:
        "Choose a paid plan. With a plan already running, its subscription moves to the new plan's price (prorated, the card on file pays, the trial goes on): the answer is the plan as it now stands. Otherwise a subscription is created waiting for its card, with the 14-day free trial if the account has not had it: the answer is the client secret that confirms it",
      tags: ['subscription'],
    }),
    handler: async (request) => {
      const { email, priceId } = request.body;
      if (priceId === 'free') throw new HttpError(400, 'The Free plan needs no subscription.');
      const planId = PAID_PLAN_IDS.find((plan) => app.payments.priceIds[plan] === priceId);
      if (!planId)
        throw new HttpError(400, 'Unknown price id: choose one of the plans on the subscription page.');
      const user = await request.currentUser();
      const governing = await service.governing(user.id);
      if (governing?.planId === planId) {
        throw new HttpError(409, `You already have the ${PLANS[planId].name} plan.`);
      }
      if (governing) {
        await service.apply(await app.payments.changePlan(governing, planId));
        return { outcome: 'changed' as const, subscription: await overview(user, request.ip) };
      }
      return { outcome: 'confirm' as const, ...(await service.start(user.id, planId, email)) };
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.subscription, {
      summary: "The current user's plan, its trial or renewal, and this month's use of the free allowances",
      tags: ['subscription'],
    }),
    handler: async (request) => overview(await request.viewer(), request.ip),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.cancelSubscription, {
      summary: 'Cancel the paid plan at the end of the current period (the trial, or the month paid for)',
      tags: ['subscription'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      const governing = await service.governing(user.id);
      if (!governing)
        throw new HttpError(404, 'You are on the Free plan: there is no subscription to cancel.');
      if (!governing.cancelAtPeriodEnd) await service.apply(await app.payments.cancelAtPeriodEnd(governing));
      return overview(user, request.ip);
    },
  });

  const payments = app.payments;
  if (payments.name === 'sandbox') {
    registerSandboxRoutes(payments);
  } else {
    await app.register(stripeWebhookRoutes, { provider: payments, service, repository });
  }

  function registerSandboxRoutes(sandbox: SandboxProvider) {
    app.route({
      ...endpointRoute(ENDPOINTS.confirmSandboxPayment, {
        summary:
          'Test mode only: confirm a subscription with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
        tags: ['subscription'],
      }),
      handler: async (request) => {
        const user = await request.viewer();
        const card = checkCard(request.body);
        if (!card.ok) throw new HttpError(400, card.message);
        const subscription = await repository.findBySandboxSecret(
          user.id,
          hashSecret(request.body.clientSecret),
        );
        if (!subscription || !isKnownToProvider(subscription)) {
          throw new HttpError(404, 'No subscription is waiting for this payment. Choose your plan again.');
        }
        if (subscription.status === 'canceled') {
          throw new HttpError(409, 'This checkout ended when another plan started. Choose your plan again.');
        }
        if (subscription.status !== 'incomplete') {
          throw new HttpError(409, 'This subscription has already been confirmed.');
        }
        const outcome = sandbox.confirmCard(subscription, request.body.clientSecret, card.digits);
        if (!outcome.ok) throw new HttpError(402, outcome.message);
        await service.apply(outcome.snapshot);
        return overview(user, request.ip);
      },
    });

    app.route({
      ...endpointRoute(ENDPOINTS.endSandboxTrial, {
        summary:
          "Test mode only: end the free trial now, as Stripe's trial_end=now does: the saved test card pays the first month and the plan renews monthly from today, or, if the plan was cancelled, it ends",
        tags: ['subscription'],
      }),
      handler: async (request) => {
        const user = await request.viewer();
        const governing = await service.governing(user.id);
        if (governing?.status !== 'trialing') {
          throw new HttpError(404, 'You have no free trial running: there is no trial to end.');
        }
        await service.apply(sandbox.endTrialNow(governing));
        return overview(user, request.ip);
      },
    });
  }
};

export default subscriptionRoutes;
