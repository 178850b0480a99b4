import Stripe from 'stripe';
import { PAID_PLAN_IDS, type PaidPlanId, TRIAL_DAYS } from '#common/plans.ts';
import type { StripeSettings } from '#server/config.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#server/db/schema/index.ts';
import {
  type CreatedSubscription,
  type PaymentProvider,
  PaymentProviderError,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from '../provider.ts';

const fromUnixSeconds = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /** The event, when the signature over the raw body is Stripe's; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  snapshotOf(subscription: Stripe.Subscription, takenAt: Date): SubscriptionSnapshot | undefined;
};

function clientOptions(settings: StripeSettings): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'CareerPilot' },
    telemetry: false,
  };
  if (!settings.apiUrl) return options;
  const url = new URL(settings.apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

/** Stripe Billing: a customer per email, a subscription per plan choice, the Payment Element to confirm it. */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings));
  const planByPrice = new Map(PAID_PLAN_IDS.map((plan) => [settings.priceIds[plan], plan]));

  async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${action}`, { cause: error });
    }
  }

  async function findOrCreateCustomer(email: string, userId: string, subscriptionId: string) {
    const existing = await call('list customers', () => stripe.customers.list({ email, limit: 1 }));
    const found = existing.data[0];
    if (found) return found.id;
    const created = await call('create the customer', () =>
      stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer-${subscriptionId}` },
      ),
    );
    return created.id;
  }

  function clientSecretOf(
    subscription: Stripe.Subscription,
  ): Pick<CreatedSubscription, 'clientSecret' | 'intent'> {
    const setupIntent = subscription.pending_setup_intent;
    if (setupIntent && typeof setupIntent !== 'string' && setupIntent.client_secret) {
      return { clientSecret: setupIntent.client_secret, intent: 'setup' };
    }
    const invoice = subscription.latest_invoice;
    const paymentSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret : undefined;
    if (paymentSecret?.client_secret) return { clientSecret: paymentSecret.client_secret, intent: 'payment' };
    throw new PaymentProviderError(`Stripe answered subscription ${subscription.id} without a client secret`);
  }

  function snapshotOf(subscription: Stripe.Subscription, takenAt: Date): SubscriptionSnapshot | undefined {
    const status = SUBSCRIPTION_STATUSES.find((known) => known === subscription.status);
    if (!status) return undefined;
    const items = subscription.items?.data ?? [];
    const planId: PaidPlanId | undefined = items
      .map((item) => planByPrice.get(item.price.id))
      .find((plan) => plan !== undefined);
    const periodEnds = items.map((item) => item.current_period_end).filter(Number.isFinite);
    return {
      providerSubscriptionId: subscription.id,
      subscriptionId: subscription.metadata?.subscriptionId,
      providerCustomerId: idOf(subscription.customer),
      planId,
      status: status as SubscriptionStatus,
      hasPaymentMethod: subscription.default_payment_method !== null || status === 'active',
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      trialEndsAt: fromUnixSeconds(subscription.trial_end),
      currentPeriodEndsAt:
        fromUnixSeconds(subscription.cancel_at) ??
        (periodEnds.length > 0 ? fromUnixSeconds(Math.max(...periodEnds)) : null),
      takenAt,
    };
  }

  function requireSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
    // Whole seconds, like the events' own timestamps, so the event about this very change is not taken as older.
    const snapshot = snapshotOf(subscription, new Date(Math.floor(Date.now() / 1000) * 1000));
    if (!snapshot)
      throw new PaymentProviderError(`Stripe answered an unknown status "${subscription.status}"`);
    return snapshot;
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    priceIds: settings.priceIds,

    async createSubscription({ subscriptionId, userId, planId, email }) {
      const customer = await findOrCreateCustomer(email, userId, subscriptionId);
      const subscription = await call('create the subscription', () =>
        stripe.subscriptions.create(
          {
            customer,
            items: [{ price: settings.priceIds[planId] }],
            trial_period_days: TRIAL_DAYS,
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            metadata: { subscriptionId, userId, planId },
            expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
          },
          { idempotencyKey: `subscription-${subscriptionId}` },
        ),
      );
      return {
        providerSubscriptionId: subscription.id,
        providerCustomerId: customer,
        ...clientSecretOf(subscription),
      };
    },

    async cancelAtPeriodEnd(subscription: SubscriptionState) {
      return requireSnapshot(
        await call('cancel the subscription', () =>
          stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true }),
        ),
      );
    },

    async cancelNow(subscription: SubscriptionState) {
      try {
        return requireSnapshot(await stripe.subscriptions.cancel(subscription.providerSubscriptionId));
      } catch (error) {
        // Already gone at Stripe: it is ended all the same.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return { ...subscription, subscriptionId: undefined, status: 'canceled', takenAt: new Date() };
        }
        throw new PaymentProviderError('Stripe could not end the subscription', { cause: error });
      }
    },

    verifyWebhook: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),

    snapshotOf,
  };
}
