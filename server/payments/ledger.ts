import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { isEntitled, isLive } from '#server/plans/entitlement.ts';
import type { PaymentProvider, SubscriptionSnapshot } from './provider.ts';
import { billingRepository, type ProviderSubscription, type Subscription } from './repository.ts';

/** How long after asking the provider about a passed period end, without news, it is asked again. */
const RECHECK_MS = 10 * 60 * 1000;

/**
 * A running subscription whose recorded trial or period end has passed with no word from the provider since
 * (or none for a while): what it recorded no longer says what the plan is, so the provider is asked.
 */
function isOverdue(subscription: Subscription, now: Date): subscription is ProviderSubscription {
  const end = subscription.currentPeriodEndsAt ?? subscription.trialEndsAt;
  const running = ['trialing', 'active', 'past_due'].includes(subscription.status);
  if (!isLive(subscription) || !running || !end || end > now) return false;
  const heard = subscription.providerUpdatedAt;
  return !heard || heard < end || now.getTime() - heard.getTime() >= RECHECK_MS;
}

/**
 * What the payment provider has recorded of each subscription, and nothing else: its snapshots are applied unless
 * a newer one already was, and when a recorded trial or period end has passed the provider is asked what
 * followed, so a plan never outlives the provider state that granted it.
 */
export function subscriptionLedger(db: Database, provider: PaymentProvider, log: FastifyBaseLogger) {
  const billing = billingRepository(db);

  /** Another plan now governs: end every other live subscription, so the user never pays twice. */
  async function endOthers(kept: Subscription) {
    const others = (await billing.subscriptionsOf(kept.userId)).filter(isLive);
    for (const other of others.filter((row) => row.id !== kept.id)) {
      await billing.recordProviderState(other.id, await provider.cancelNow(other));
    }
  }

  async function apply(snapshot: SubscriptionSnapshot): Promise<Subscription | undefined> {
    const before = await billing.findForProvider(snapshot.providerSubscriptionId, snapshot.subscriptionId);
    if (!before) return undefined;
    const after = await billing.recordProviderState(before.id, snapshot);
    if (after && isEntitled(after) && !isEntitled(before)) await endOthers(after);
    return after;
  }

  return {
    /**
     * Applies what the provider says of a subscription; when that starts its plan, the user's other
     * subscriptions end. Unknown subscriptions and stale snapshots change nothing.
     */
    apply,

    /**
     * The user's subscriptions, after asking the provider about any whose trial or period end has passed without
     * news. If the provider cannot answer, what it last recorded stands (a lapsed trial then counts for nothing).
     */
    async current(userId: string, now = new Date()): Promise<Subscription[]> {
      const rows = await billing.subscriptionsOf(userId);
      const overdue = rows.filter((row) => isOverdue(row, now));
      if (overdue.length === 0) return rows;
      for (const subscription of overdue) {
        try {
          await apply(await provider.refresh(subscription, now));
        } catch (error) {
          log.warn({ err: error, subscriptionId: subscription.id }, 'could not refresh a subscription');
        }
      }
      return billing.subscriptionsOf(userId);
    },
  };
}

export type SubscriptionLedger = ReturnType<typeof subscriptionLedger>;
