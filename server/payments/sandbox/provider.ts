import { randomBytes } from 'node:crypto';
import { PAID_PLAN_IDS, type PaidPlanId, TRIAL_DAYS } from '#common/plans.ts';
import { nextRenewal } from '#server/plans/entitlement.ts';
import type {
  CreatedSubscription,
  PaymentProvider,
  SubscriptionSnapshot,
  SubscriptionState,
} from '../provider.ts';
import { type CardOutcome, sandboxOutcome } from './test-cards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sandbox's own price ids; they name the plan, as Stripe's name a price. */
const SANDBOX_PRICE_IDS = Object.fromEntries(
  PAID_PLAN_IDS.map((plan) => [plan, `price_sandbox_${plan.replace('-', '_')}`]),
) as Record<PaidPlanId, string>;

const token = () => randomBytes(16).toString('hex');

export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  /** The card's outcome: the subscription as it stands after a good card, or the decline's message. */
  confirmCard(
    subscription: SubscriptionState,
    cardDigits: string,
    now?: Date,
  ): { ok: true; snapshot: SubscriptionSnapshot } | { ok: false; message: string };
};

/**
 * Test mode without money or network: a subscription starts the 14-day trial once a test card is confirmed,
 * then renews monthly for as long as it is not cancelled.
 */
export function createSandboxProvider(): SandboxProvider {
  const snapshot = (state: SubscriptionState, now: Date): SubscriptionSnapshot => ({
    ...state,
    subscriptionId: undefined,
    takenAt: now,
  });

  return {
    name: 'sandbox',
    publishableKey: null,
    priceIds: SANDBOX_PRICE_IDS,

    async createSubscription(): Promise<CreatedSubscription> {
      return {
        providerSubscriptionId: `sub_sandbox_${token()}`,
        providerCustomerId: null,
        clientSecret: `seti_sandbox_${token()}_secret_${token()}`,
        intent: 'setup',
      };
    },

    confirmCard(subscription, cardDigits, now = new Date()) {
      const outcome: CardOutcome = sandboxOutcome(cardDigits);
      if (!outcome.ok) return outcome;
      const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      return {
        ok: true,
        snapshot: snapshot(
          {
            ...subscription,
            status: 'trialing',
            hasPaymentMethod: true,
            cancelAtPeriodEnd: false,
            trialEndsAt,
            currentPeriodEndsAt: trialEndsAt,
          },
          now,
        ),
      };
    },

    async cancelAtPeriodEnd(subscription) {
      const now = new Date();
      const periodEnd = subscription.trialEndsAt ? nextRenewal(subscription.trialEndsAt, now) : now;
      return snapshot({ ...subscription, cancelAtPeriodEnd: true, currentPeriodEndsAt: periodEnd }, now);
    },

    async cancelNow(subscription) {
      const now = new Date();
      return snapshot({ ...subscription, status: 'canceled', currentPeriodEndsAt: now }, now);
    },
  };
}
