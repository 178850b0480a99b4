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

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

const ended = (subscription: SubscriptionState): SubscriptionSnapshot => ({
  ...subscription,
  subscriptionId: undefined,
  status: 'canceled',
  takenAt: new Date(),
});

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

/**
 * Stripe Billing: one customer per user (created once, the user's id in its metadata), a subscription per paid
 * plan taken up, its price changed when the plan changes, and the Payment Element to confirm a new one.
 */
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

    async createCustomer(userId) {
      // The key comes from the user alone and the parameters never vary, so two requests at once get one customer.
      const customer = await call('create the customer', () =>
        stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
      );
      return customer.id;
    },

    async createSubscription({ subscriptionId, userId, customerId, planId, email, trial }) {
      await call('update the billing email', () =>
        stripe.customers.update(customerId, { email, metadata: { userId } }),
      );
      const trialTerms = trial
        ? {
            trial_period_days: TRIAL_DAYS,
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
          }
        : {};
      const subscription = await call('create the subscription', () =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.priceIds[planId] }],
            ...trialTerms,
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { subscriptionId, userId, planId },
            expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
          },
          { idempotencyKey: `subscription-${subscriptionId}` },
        ),
      );
      return {
        providerSubscriptionId: subscription.id,
        providerCustomerId: customerId,
        ...clientSecretOf(subscription),
      };
    },

    async changePlan(subscription, planId) {
      const current = await call('read the subscription', () =>
        stripe.subscriptions.retrieve(subscription.providerSubscriptionId),
      );
      const items = current.items?.data ?? [];
      const item = items.find((candidate) => planByPrice.has(candidate.price.id)) ?? items[0];
      if (!item) throw new PaymentProviderError(`Stripe answered subscription ${current.id} without items`);
      return requireSnapshot(
        await call('change the plan', () =>
          stripe.subscriptions.update(subscription.providerSubscriptionId, {
            items: [{ id: item.id, price: settings.priceIds[planId] }],
            proration_behavior: 'create_prorations',
            cancel_at_period_end: false,
            metadata: { planId },
          }),
        ),
      );
    },

    async refresh(subscription) {
      try {
        return requireSnapshot(await stripe.subscriptions.retrieve(subscription.providerSubscriptionId));
      } catch (error) {
        if (isMissing(error)) return ended(subscription);
        throw new PaymentProviderError('Stripe could not read the subscription', { cause: error });
      }
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
        if (isMissing(error)) return ended(subscription);
        throw new PaymentProviderError('Stripe could not end the subscription', { cause: error });
      }
    },

    verifyWebhook: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),

    snapshotOf,
  };
}
