import type { SubscriptionOverview } from '#common/api/subscription.ts';
import { type Allowance, allowanceLimit, type PlanId } from '#common/plans.ts';
import type { Database } from '#server/db/client.ts';
import type { PaymentProvider, SubscriptionSnapshot } from '#server/payments/provider.ts';
import { nextMonthStart, usageThisMonth } from '#server/plans/allowances.ts';
import {
  governingSubscription,
  isEntitled,
  isKnownToProvider,
  isLive,
  nextRenewal,
  type ProviderSubscription,
  type Subscription,
} from '#server/plans/entitlement.ts';
import type { SubscriptionRepository } from './repository.ts';

export type SubscriptionService = ReturnType<typeof subscriptionService>;

export function subscriptionService(
  db: Database,
  repository: SubscriptionRepository,
  provider: PaymentProvider,
) {
  /** Another plan now governs: end every other live subscription, so the user never pays twice. */
  async function endOthers(kept: Subscription) {
    const others = (await repository.forUser(kept.userId)).filter(isLive);
    for (const other of others.filter((row) => row.id !== kept.id)) {
      await repository.applySnapshot(other.id, await provider.cancelNow(other));
    }
  }

  return {
    /**
     * Applies what the provider says of a subscription; when that starts its plan, the user's other
     * subscriptions end. Unknown subscriptions and stale snapshots change nothing.
     */
    async apply(snapshot: SubscriptionSnapshot): Promise<Subscription | undefined> {
      const before = await repository.findForSnapshot(snapshot);
      if (!before) return undefined;
      const after = await repository.applySnapshot(before.id, snapshot);
      if (after && isEntitled(after) && !isEntitled(before)) await endOthers(after);
      return after;
    },

    /** The governing subscription, if the user has a paid plan. */
    async governing(userId: string): Promise<ProviderSubscription | undefined> {
      const governing = governingSubscription(await repository.forUser(userId));
      return governing && isKnownToProvider(governing) ? governing : undefined;
    },

    async overview(userId: string, limitsEnforced: boolean, now = new Date()): Promise<SubscriptionOverview> {
      const [rows, usage] = await Promise.all([repository.forUser(userId), usageThisMonth(db, userId, now)]);
      const governing = governingSubscription(rows, now);
      const plan: PlanId = governing?.planId ?? 'free';
      const limit = (allowance: Allowance) => (limitsEnforced ? allowanceLimit(plan, allowance) : null);
      const status = governing ? displayStatus(governing, now) : 'free';
      return {
        plan,
        status,
        trialEndsAt: status === 'trialing' ? (governing?.trialEndsAt?.toISOString() ?? null) : null,
        renewsAt: governing && !governing.cancelAtPeriodEnd ? renewal(governing, now) : null,
        endsAt: governing?.cancelAtPeriodEnd ? (governing.currentPeriodEndsAt?.toISOString() ?? null) : null,
        paymentFailed: governing?.lastPaymentFailedAt != null,
        limitsEnforced,
        usage: {
          resumeAnalyses: { used: usage.resumeAnalyses, limit: limit('resumeAnalyses') },
          interviewSessions: { used: usage.interviewSessions, limit: limit('interviewSessions') },
        },
        allowancesRenewAt: nextMonthStart(now).toISOString(),
      };
    },
  };
}

/** The sandbox sends no event when a trial ends, so a trial whose end has passed reads as active. */
function displayStatus(subscription: Subscription, now: Date): 'trialing' | 'active' | 'past_due' {
  if (subscription.status === 'past_due') return 'past_due';
  const inTrial = subscription.status === 'trialing' && (subscription.trialEndsAt ?? now) > now;
  return inTrial ? 'trialing' : 'active';
}

function renewal(subscription: Subscription, now: Date): string | null {
  if (subscription.currentPeriodEndsAt && subscription.currentPeriodEndsAt > now) {
    return subscription.currentPeriodEndsAt.toISOString();
  }
  return subscription.trialEndsAt ? nextRenewal(subscription.trialEndsAt, now).toISOString() : null;
}
