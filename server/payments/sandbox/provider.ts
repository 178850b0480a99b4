import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns/addMonths';
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

/** Like Stripe's: a setup intent saves the card for after a trial, a payment intent takes the first month now. */
const SETUP_SECRET_PREFIX = 'seti_sandbox_';
const PAYMENT_SECRET_PREFIX = 'pi_sandbox_';

const token = () => randomBytes(16).toString('hex');

export type SandboxProvider = PaymentProvider & {
  readonly name: 'sandbox';
  /**
   * The card's outcome for the subscription its client secret confirms: the trial starts with the card saved, or
   * (no trial) the first month is paid; or the decline's message.
   */
  confirmCard(
    subscription: SubscriptionState,
    clientSecret: string,
    cardDigits: string,
    now?: Date,
  ): { ok: true; snapshot: SubscriptionSnapshot } | { ok: false; message: string };
  /** Test mode's shortcut to the end of a trial, as Stripe's `trial_end: 'now'`: what follows happens now. */
  endTrialNow(subscription: SubscriptionState, now?: Date): SubscriptionSnapshot;
};

const snapshot = (state: SubscriptionState, now: Date): SubscriptionSnapshot => ({
  ...state,
  subscriptionId: undefined,
  takenAt: now,
});

/**
 * What the sandbox did at a period end that has passed: a cancelled plan (or one without a card) ended then;
 * otherwise the saved test card was charged and the plan renewed monthly, up to the period running now.
 */
function afterPeriodEnd(subscription: SubscriptionState, now: Date): SubscriptionSnapshot {
  const periodEnd = subscription.currentPeriodEndsAt;
  const running = ['trialing', 'active', 'past_due'].includes(subscription.status);
  if (!running || !periodEnd || periodEnd > now) return snapshot(subscription, now);
  if (subscription.cancelAtPeriodEnd || !subscription.hasPaymentMethod) {
    return snapshot({ ...subscription, status: 'canceled' }, now);
  }
  return snapshot(
    { ...subscription, status: 'active', currentPeriodEndsAt: nextRenewal(periodEnd, now) },
    now,
  );
}

/**
 * Test mode without money or network. A subscription starts once a test card is confirmed: the 14-day trial
 * when the account has not had one, else the first month, paid at once. At each period end the saved test card
 * is charged and the plan renews monthly, until it is cancelled. Having no clock of its own, the sandbox works out
 * what happened at a passed period end when it is asked (`refresh`), and records it as a snapshot then.
 */
export function createSandboxProvider(): SandboxProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    priceIds: SANDBOX_PRICE_IDS,

    async createCustomer() {
      return `cus_sandbox_${token()}`;
    },

    async createSubscription({ customerId, trial }): Promise<CreatedSubscription> {
      return {
        providerSubscriptionId: `sub_sandbox_${token()}`,
        providerCustomerId: customerId,
        clientSecret: `${trial ? SETUP_SECRET_PREFIX : PAYMENT_SECRET_PREFIX}${token()}_secret_${token()}`,
        intent: trial ? 'setup' : 'payment',
      };
    },

    confirmCard(subscription, clientSecret, cardDigits, now = new Date()) {
      const outcome: CardOutcome = sandboxOutcome(cardDigits);
      if (!outcome.ok) return outcome;
      const paid = { ...subscription, hasPaymentMethod: true, cancelAtPeriodEnd: false };
      if (clientSecret.startsWith(SETUP_SECRET_PREFIX)) {
        const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
        return {
          ok: true,
          snapshot: snapshot(
            { ...paid, status: 'trialing', trialEndsAt, currentPeriodEndsAt: trialEndsAt },
            now,
          ),
        };
      }
      return {
        ok: true,
        snapshot: snapshot(
          { ...paid, status: 'active', trialEndsAt: null, currentPeriodEndsAt: addMonths(now, 1) },
          now,
        ),
      };
    },

    endTrialNow(subscription, now = new Date()) {
      return afterPeriodEnd({ ...subscription, trialEndsAt: now, currentPeriodEndsAt: now }, now);
    },

    async changePlan(subscription, planId) {
      return snapshot({ ...subscription, planId, cancelAtPeriodEnd: false }, new Date());
    },

    async refresh(subscription, now) {
      return afterPeriodEnd(subscription, now);
    },

    async cancelAtPeriodEnd(subscription) {
      const now = new Date();
      return snapshot(
        {
          ...subscription,
          cancelAtPeriodEnd: true,
          currentPeriodEndsAt: subscription.currentPeriodEndsAt ?? now,
        },
        now,
      );
    },

    async cancelNow(subscription) {
      const now = new Date();
      return snapshot({ ...subscription, status: 'canceled', currentPeriodEndsAt: now }, now);
    },
  };
}
