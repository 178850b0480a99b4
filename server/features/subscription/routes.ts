import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  sandboxConfirmRequestSchema,
  subscriptionOverviewSchema,
} from '#common/api/subscription.ts';
import { checkCard } from '#common/payment-card.ts';
import { PAID_PLAN_IDS, PLANS } from '#common/plans.ts';
import { HttpError } from '#server/http-error.ts';
import type { SandboxProvider } from '#server/payments/sandbox/provider.ts';
import { isKnownToProvider } from '#server/plans/entitlement.ts';
import { subscriptionRepository } from './repository.ts';
import { subscriptionService } from './service.ts';
import stripeWebhookRoutes from './stripe-webhook.ts';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = subscriptionRepository(app.db);
  const service = subscriptionService(app.db, repository, app.payments);
  const overview = (userId: string) => service.overview(userId, app.planLimits.enforced);

  app.post(
    '/create-subscription',
    {
      schema: {
        summary:
          'Start a paid plan: the subscription is created with its 14-day trial and waits for the card; the answer is the client secret that confirms it',
        tags: ['subscription'],
        body: createSubscriptionRequestSchema,
        response: {
          200: createSubscriptionResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const { email, priceId } = request.body;
      if (priceId === 'free') throw new HttpError(400, 'The Free plan needs no subscription.');
      const planId = PAID_PLAN_IDS.find((plan) => app.payments.priceIds[plan] === priceId);
      if (!planId)
        throw new HttpError(400, 'Unknown price id: choose one of the plans on the subscription page.');
      if ((await service.governing(user.id))?.planId === planId) {
        throw new HttpError(409, `You already have the ${PLANS[planId].name} plan.`);
      }
      const pending = await repository.createPending({
        userId: user.id,
        planId,
        provider: app.payments.name,
        email,
      });
      try {
        const created = await app.payments.createSubscription({
          subscriptionId: pending.id,
          userId: user.id,
          planId,
          email,
        });
        const secretHash = app.payments.name === 'sandbox' ? hashSecret(created.clientSecret) : null;
        await repository.attachProvider(pending.id, created, secretHash);
        return { clientSecret: created.clientSecret, intent: created.intent, subscriptionId: pending.id };
      } catch (error) {
        await repository.discard(pending.id);
        throw error;
      }
    },
  );

  app.get(
    '/subscription',
    {
      schema: {
        summary: "The current user's plan, its trial or renewal, and this month's use of the free allowances",
        tags: ['subscription'],
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => overview((await request.currentUser()).id),
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        summary: 'Cancel the paid plan at the end of the current period (the trial, or the month paid for)',
        tags: ['subscription'],
        response: { 200: subscriptionOverviewSchema, 404: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const governing = await service.governing(user.id);
      if (!governing)
        throw new HttpError(404, 'You are on the Free plan: there is no subscription to cancel.');
      if (!governing.cancelAtPeriodEnd) await service.apply(await app.payments.cancelAtPeriodEnd(governing));
      return overview(user.id);
    },
  );

  const payments = app.payments;
  if (payments.name === 'sandbox') {
    registerSandboxConfirmation(payments);
  } else {
    await app.register(stripeWebhookRoutes, { provider: payments, service, repository });
  }

  function registerSandboxConfirmation(sandbox: SandboxProvider) {
    app.post(
      '/payments/sandbox/confirm',
      {
        schema: {
          summary:
            'Test mode only: confirm a subscription with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
          tags: ['subscription'],
          body: sandboxConfirmRequestSchema,
          response: {
            200: subscriptionOverviewSchema,
            400: errorResponseSchema,
            402: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const user = await request.currentUser();
        const card = checkCard(request.body);
        if (!card.ok) throw new HttpError(400, card.message);
        const subscription = await repository.findBySandboxSecret(
          user.id,
          hashSecret(request.body.clientSecret),
        );
        if (!subscription || !isKnownToProvider(subscription)) {
          throw new HttpError(404, 'No subscription is waiting for this payment. Choose your plan again.');
        }
        if (subscription.status !== 'incomplete') {
          throw new HttpError(409, 'This subscription has already been confirmed.');
        }
        const outcome = sandbox.confirmCard(subscription, card.digits);
        if (!outcome.ok) throw new HttpError(402, outcome.message);
        await service.apply(outcome.snapshot);
        return overview(user.id);
      },
    );
  }
};

export default subscriptionRoutes;
