import { addMonths } from 'date-fns';
import { eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '#common/plans.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';

export type Subscription = typeof subscriptions.$inferSelect;

/** A subscription the provider has answered for (it has the provider's id). */
export type ProviderSubscription = Subscription & { providerSubscriptionId: string };

export const isKnownToProvider = (subscription: Subscription): subscription is ProviderSubscription =>
  subscription.providerSubscriptionId !== null;

/** Could still charge the user: known to the provider and not ended. */
export const isLive = (subscription: Subscription): subscription is ProviderSubscription =>
  isKnownToProvider(subscription) &&
  subscription.status !== 'canceled' &&
  subscription.status !== 'incomplete_expired';

/**
 * A subscription gives its plan while it is paid up, or in a trial with a card on file, until the end of the
 * period it was cancelled for. Past due keeps the plan while the provider retries the card.
 */
export function isEntitled(subscription: Subscription, now = new Date()): boolean {
  const paying =
    subscription.status === 'active' ||
    subscription.status === 'past_due' ||
    (subscription.status === 'trialing' && subscription.hasPaymentMethod);
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

export const subscriptionsOf = (db: Database | Transaction, userId: string): Promise<Subscription[]> =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

export async function currentPlan(db: Database | Transaction, userId: string): Promise<PlanId> {
  return governingSubscription(await subscriptionsOf(db, userId))?.planId ?? 'free';
}

/** The first monthly renewal after `now`, counting from the end of the trial (the 31st renews on the last day). */
export function nextRenewal(trialEndsAt: Date, now: Date): Date {
  let months = 0;
  while (addMonths(trialEndsAt, months) <= now) months += 1;
  return addMonths(trialEndsAt, months);
}
