import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { PaidPlanId } from '#common/plans.ts';
import type { Database } from '#server/db/client.ts';
import { moveAllRows, moveRowUnlessOwned } from '#server/db/guest-transfer.ts';
import { billingCustomers, paymentEvents, subscriptions } from '#server/db/schema/index.ts';
import type { CreatedSubscription, PaymentProviderName } from '#server/payments/provider.ts';
import type { Subscription } from '#server/plans/entitlement.ts';

export function subscriptionRepository(db: Database) {
  async function customerOf(userId: string, provider: PaymentProviderName): Promise<string | undefined> {
    const [row] = await db
      .select({ id: billingCustomers.providerCustomerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
    return row?.id;
  }

  return {
    /** The user's own customer at the provider, if one was created. */
    customerOf,

    /** Stores the user's customer unless one already is; the one stored, which every subscription then uses. */
    async keepCustomer(userId: string, provider: PaymentProviderName, customerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, provider, providerCustomerId: customerId })
        .onConflictDoNothing();
      const stored = await customerOf(userId, provider);
      if (!stored) throw new Error('storing a billing customer kept none');
      return stored;
    },

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

    /** The user's subscriptions, oldest first, for their own export. */
    exportFor(userId: string): Promise<Subscription[]> {
      return db.query.subscriptions.findMany({
        where: eq(subscriptions.userId, userId),
        orderBy: asc(subscriptions.createdAt),
      });
    },

    async moveGuestData(guestId: string, accountId: string): Promise<void> {
      await moveAllRows(db, subscriptions, guestId, accountId);
      await moveRowUnlessOwned(db, billingCustomers, guestId, accountId);
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
