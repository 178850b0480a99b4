import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { PaidPlanId } from '#common/plans.ts';
import type { Database } from '#server/db/client.ts';
import { paymentEvents, subscriptions } from '#server/db/schema/index.ts';
import type {
  CreatedSubscription,
  PaymentProviderName,
  SubscriptionSnapshot,
} from '#server/payments/provider.ts';
import { type Subscription, subscriptionsOf } from '#server/plans/entitlement.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function subscriptionRepository(db: Database) {
  /** The row a provider snapshot is about: by the provider's id, or by ours before the provider's was stored. */
  function snapshotTarget(snapshot: SubscriptionSnapshot) {
    const byProviderId = eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId);
    if (!snapshot.subscriptionId || !UUID.test(snapshot.subscriptionId)) return byProviderId;
    return or(
      byProviderId,
      and(eq(subscriptions.id, snapshot.subscriptionId), isNull(subscriptions.providerSubscriptionId)),
    );
  }

  return {
    forUser: (userId: string) => subscriptionsOf(db, userId),

    async createPending(pending: {
      userId: string;
      planId: PaidPlanId;
      provider: PaymentProviderName;
      email: string;
    }): Promise<Subscription> {
      const [row] = await db.insert(subscriptions).values(pending).returning();
      if (!row) throw new Error('inserting a subscription returned no row');
      return row;
    },

    /** What the provider answered on creation; the status stays as it is (a webhook may have moved it on). */
    async attachProvider(id: string, created: CreatedSubscription, sandboxSecretHash: string | null) {
      await db
        .update(subscriptions)
        .set({
          providerSubscriptionId: created.providerSubscriptionId,
          providerCustomerId: created.providerCustomerId,
          sandboxSecretHash,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id));
    },

    async discard(id: string) {
      await db.delete(subscriptions).where(eq(subscriptions.id, id));
    },

    async findBySandboxSecret(userId: string, secretHash: string): Promise<Subscription | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.sandboxSecretHash, secretHash)));
      return row;
    },

    async findForSnapshot(snapshot: SubscriptionSnapshot): Promise<Subscription | undefined> {
      const [row] = await db.select().from(subscriptions).where(snapshotTarget(snapshot));
      return row;
    },

    /** Applies the snapshot unless a newer one already was; the row as it now stands, or undefined if stale. */
    async applySnapshot(id: string, snapshot: SubscriptionSnapshot): Promise<Subscription | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({
          providerSubscriptionId: snapshot.providerSubscriptionId,
          ...(snapshot.providerCustomerId ? { providerCustomerId: snapshot.providerCustomerId } : {}),
          ...(snapshot.planId ? { planId: snapshot.planId } : {}),
          status: snapshot.status,
          hasPaymentMethod: snapshot.hasPaymentMethod,
          cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
          trialEndsAt: snapshot.trialEndsAt,
          currentPeriodEndsAt: snapshot.currentPeriodEndsAt,
          providerUpdatedAt: snapshot.takenAt,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(subscriptions.id, id),
            or(
              isNull(subscriptions.providerUpdatedAt),
              lte(subscriptions.providerUpdatedAt, snapshot.takenAt),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** An invoice's outcome: a failure is shown to the user until a later payment succeeds. */
    async recordInvoice(providerSubscriptionId: string, paid: boolean, at: Date) {
      await db
        .update(subscriptions)
        .set({ lastPaymentFailedAt: paid ? null : at, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
            paid
              ? or(isNull(subscriptions.lastPaymentFailedAt), lte(subscriptions.lastPaymentFailedAt, at))
              : undefined,
          ),
        );
    },

    async wasProcessed(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, eventId));
      return row !== undefined;
    },

    async markProcessed(eventId: string, type: string) {
      await db.insert(paymentEvents).values({ id: eventId, type }).onConflictDoNothing();
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof subscriptionRepository>;
