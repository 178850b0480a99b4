import { createHash } from 'node:crypto';
import type { SubscriptionOverview } from '#common/api/subscription.ts';
import { type Allowance, allowanceLimit, type PaidPlanId, type PlanId } from '#common/plans.ts';
import type { Database } from '#server/db/client.ts';
import type { SubscriptionLedger } from '#server/payments/ledger.ts';
import type { IntentKind, PaymentProvider } from '#server/payments/provider.ts';
import type { BillingRepository, ProviderSubscription, Subscription } from '#server/payments/repository.ts';
import { type Consumer, nextMonthStart, usageThisMonth } from '#server/plans/allowances.ts';
import { governingSubscription, hasHadTrial, isKnownToProvider } from '#server/plans/entitlement.ts';

export type SubscriptionService = ReturnType<typeof subscriptionService>;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function subscriptionService(
  db: Database,
  repository: BillingRepository,
  provider: PaymentProvider,
  ledger: SubscriptionLedger,
) {
  /** The user's own customer at the provider: created the first time, the same one ever after. */
  async function customerOf(userId: string): Promise<string> {
    const stored = await repository.customerOf(userId, provider.name);
    if (stored) return stored;
    return repository.keepCustomer(userId, provider.name, await provider.createCustomer(userId));
  }

  return {
    apply: ledger.apply,

    /** The governing subscription, if the user has a paid plan. */
    async governing(userId: string): Promise<ProviderSubscription | undefined> {
      const governing = governingSubscription(await ledger.current(userId));
      return governing && isKnownToProvider(governing) ? governing : undefined;
    },

    /**
     * A new subscription on the user's own customer, waiting for its card: with the free trial unless the account
     * has had it. Nothing is kept if the provider refuses.
     */
    async start(
      userId: string,
      planId: PaidPlanId,
      email: string,
    ): Promise<{ clientSecret: string; intent: IntentKind; subscriptionId: string }> {
      const trial = !hasHadTrial(await ledger.current(userId));
      const customerId = await customerOf(userId);
      const pending = await repository.createPending({ userId, planId, provider: provider.name, email });
      try {
        const created = await provider.createSubscription({
          subscriptionId: pending.id,
          userId,
          customerId,
          planId,
          email,
          trial,
        });
        const secretHash = provider.name === 'sandbox' ? hashSecret(created.clientSecret) : null;
        await repository.attachProvider(pending.id, created, secretHash);
        return { clientSecret: created.clientSecret, intent: created.intent, subscriptionId: pending.id };
      } catch (error) {
        await repository.discard(pending.id);
        throw error;
      }
    },

    async overview(
      consumer: Consumer,
      limitsEnforced: boolean,
      now = new Date(),
    ): Promise<SubscriptionOverview> {
      const [rows, usage] = await Promise.all([
        ledger.current(consumer.userId, now),
        usageThisMonth(db, consumer, now),
      ]);
      const governing = governingSubscription(rows, now);
      const plan: PlanId = governing?.planId ?? 'free';
      const limit = (allowance: Allowance) => (limitsEnforced ? allowanceLimit(plan, allowance) : null);
      const status = governing ? shownStatus(governing) : 'free';
      const periodEnd = governing?.currentPeriodEndsAt?.toISOString() ?? null;
      return {
        plan,
        status,
        trialEndsAt: status === 'trialing' ? (governing?.trialEndsAt?.toISOString() ?? null) : null,
        renewsAt: governing && !governing.cancelAtPeriodEnd ? periodEnd : null,
        endsAt: governing?.cancelAtPeriodEnd ? periodEnd : null,
        paymentFailed: governing?.lastPaymentFailedAt != null,
        trialUsed: hasHadTrial(rows),
        limitsEnforced,
        usage: {
          resumeAnalyses: { used: usage.resumeAnalyses, limit: limit('resumeAnalyses') },
          interviewSessions: { used: usage.interviewSessions, limit: limit('interviewSessions') },
          jobTailorings: { used: usage.jobTailorings, limit: limit('jobTailorings') },
        },
        allowancesRenewAt: nextMonthStart(now).toISOString(),
      };
    },
  };
}

/** The provider's own word for the governing subscription: only these three statuses give a plan. */
function shownStatus(subscription: Subscription): 'trialing' | 'active' | 'past_due' {
  return subscription.status === 'trialing' || subscription.status === 'past_due'
    ? subscription.status
    : 'active';
}
