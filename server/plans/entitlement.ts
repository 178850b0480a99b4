import { addMonths } from 'date-fns/addMonths';
import { PLANS, type PlanId } from '#common/plans.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  billingRepository,
  type ProviderSubscription,
  type Subscription,
} from '#server/payments/repository.ts';

export const isKnownToProvider = (subscription: Subscription): subscription is ProviderSubscription =>
  subscription.providerSubscriptionId !== null;

/** Could still charge the user: known to the provider and not ended. */
export const isLive = (subscription: Subscription): subscription is ProviderSubscription =>
  isKnownToProvider(subscription) &&
  subscription.status !== 'canceled' &&
  subscription.status !== 'incomplete_expired';

/**
 * A subscription gives its plan only as the provider has recorded it: while it is active, past due (the provider
 * is retrying the card), or in a trial with a card on file whose end has not passed — what follows a trial is
 * the provider's to say — and never beyond the end of a period it was cancelled for.
 */
export function isEntitled(subscription: Subscription, now = new Date()): boolean {
  const inTrial =
    subscription.status === 'trialing' &&
    subscription.hasPaymentMethod &&
    subscription.trialEndsAt !== null &&
    subscription.trialEndsAt > now;
  const paying = subscription.status === 'active' || subscription.status === 'past_due' || inTrial;
  const ended =
    subscription.cancelAtPeriodEnd &&
    subscription.currentPeriodEndsAt !== null &&
    subscription.currentPeriodEndsAt <= now;
  return paying && !ended;
}

/** The subscription whose plan the user has: the best entitled one, should two overlap for a moment. */
export function governingSubscription(
  subscriptions: Subscription[],
  now = new Date(),
): Subscription | undefined {
  return subscriptions
    .filter((subscription) => isEntitled(subscription, now))
    .reduce<Subscription | undefined>(
      (best, candidate) =>
        !best || PLANS[candidate.planId].rank > PLANS[best.planId].rank ? candidate : best,
      undefined,
    );
}

export async function currentPlan(db: Database | Transaction, userId: string): Promise<PlanId> {
  return governingSubscription(await billingRepository(db).subscriptionsOf(userId))?.planId ?? 'free';
}

/** The first monthly renewal after `now`, counting from a period end (the 31st renews on the last day). */
export function nextRenewal(periodEnd: Date, now: Date): Date {
  let months = 0;
  while (addMonths(periodEnd, months) <= now) months += 1;
  return addMonths(periodEnd, months);
}

/** Whether the account has had its one free trial. */
export const hasHadTrial = (subscriptions: Subscription[]): boolean =>
  subscriptions.some((subscription) => subscription.trialStartedAt !== null);
