import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import type { BillingRepository } from '#server/payments/repository.ts';
import type { StripeProvider } from '#server/payments/stripe/provider.ts';
import type { SubscriptionService } from './service.ts';

export type StripeWebhookOptions = {
  provider: StripeProvider;
  service: SubscriptionService;
  repository: BillingRepository;
};

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/** The latest second a JavaScript Date can hold. */
const LAST_DATE_SECONDS = 8_640_000_000_000;

/** What handling an event relies on; anything else, even correctly signed, is not an event to act on. */
const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.int().nonnegative().max(LAST_DATE_SECONDS),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const subscriptionOfInvoice = (invoice: Stripe.Invoice): string | undefined => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : subscription?.id;
};

/**
 * Stripe's events are the only thing that starts or ends a Stripe plan. The signature is checked over the raw
 * body; an event already handled is acknowledged and skipped; a failure answers 5xx so Stripe sends it again.
 */
const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { provider, service, repository },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  async function handle(event: Stripe.Event) {
    const at = new Date(event.created * 1000);
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const snapshot = provider.snapshotOf(event.data.object as Stripe.Subscription, at);
      if (snapshot) await service.apply(snapshot);
    } else if (INVOICE_EVENTS.has(event.type)) {
      const subscription = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
      if (subscription) await repository.recordInvoice(subscription, event.type === 'invoice.paid', at);
    }
  }

  app.route({
    ...endpointRoute(ENDPOINTS.stripeWebhook, {
      summary: "Stripe's subscription and invoice events, signed with the webhook secret",
      tags: ['subscription'],
    }),
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, 'A Stripe event needs its Stripe-Signature header and body.');
      }
      let event: Stripe.Event;
      try {
        event = provider.verifyWebhook(request.body, signature);
      } catch {
        throw new HttpError(400, 'The Stripe signature does not match this event.');
      }
      if (!eventEnvelopeSchema.safeParse(event).success) {
        throw new HttpError(
          400,
          'The body is not a Stripe event: it needs an id, a type, a created time and a data object.',
        );
      }
      if (!(await repository.wasProcessed(event.id))) {
        await handle(event);
        await repository.markProcessed(event.id, event.type);
      }
      return { received: true as const };
    },
  });
};

export default stripeWebhookRoutes;
