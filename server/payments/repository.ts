import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PaidPlanId } from '#common/plans.ts';
import type { Database } from '#server/db/client.ts';
import { moveAllRows, moveRowUnlessOwned } from '#server/db/guest-transfer.ts';
import { billingCustomers, paymentEvents, subscriptions } from '#server/db/schema/index.ts';

export type Subscription = typeof subscriptions.$inferSelect;

/** A subscription the provider has answered for (it has the provider's id). */
export type ProviderSubscription = Subscription & { providerSubscriptionId: string };

type ProviderName = Subscription['provider'];

/** What the provider recorded of one subscription at one moment (a provider's snapshot fits it). */
export type ProviderRecord = Pick<
  Subscription,
  | 'providerCustomerId'
  | 'status'
  | 'hasPaymentMethod'
  | 'cancelAtPeriodEnd'
  | 'trialEndsAt'
  | 'currentPeriodEndsAt'
> & {
  providerSubscriptionId: string;
  /** Undefined when the provider's price is not one of ours: the plan stays as it was. */
  planId: PaidPlanId | undefined;
  takenAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row the provider means: by its id, or by ours (given to it on creation) before its id was stored. */
function providerTarget(providerSubscriptionId: string, subscriptionId: string | undefined) {
  const byProviderId = eq(subscriptions.providerSubscriptionId, providerSubscriptionId);
  if (!subscriptionId || !UUID.test(subscriptionId)) return byProviderId;
  return or(
    byProviderId,
    and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.providerSubscriptionId)),
  );
}

/** The billing tables: subscriptions, the user's customer at each provider, and provider events handled. */
export function billingRepository(db: Database) {
  async function customerOf(userId: string, provider: ProviderName): Promise<string | undefined> {
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
    async keepCustomer(userId: string, provider: ProviderName, customerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, provider, providerCustomerId: customerId })
        .onConflictDoNothing();
      const stored = await customerOf(userId, provider);
      if (!stored) throw new Error('storing a billing customer kept none');
      return stored;
    },

    subscriptionsOf(userId: string): Promise<Subscription[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    },

    async createPending(pending: {
      userId: string;
      planId: PaidPlanId;
      provider: ProviderName;
      email: string;
    }): Promise<Subscription> {
      const [row] = await db.insert(subscriptions).values(pending).returning();
      if (!row) throw new Error('inserting a subscription returned no row');
      return row;
    },

    /** What the provider answered on creation; the status stays as it is (a webhook may have moved it on). */
    async attachProvider(
      id: string,
      created: { providerSubscriptionId: string; providerCustomerId: string | null },
      sandboxSecretHash: string | null,
    ) {
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

    /** The subscription a provider's record is about, if it is one of ours. */
    async findForProvider(
      providerSubscriptionId: string,
      subscriptionId: string | undefined,
    ): Promise<Subscription | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(providerTarget(providerSubscriptionId, subscriptionId));
      return row;
    },

    /**
     * Writes what the provider recorded unless a newer record already was; the row as it now stands, or undefined
     * if the record was stale. A trial with a card on file marks the account's one trial as started.
     */
    async recordProviderState(id: string, record: ProviderRecord): Promise<Subscription | undefined> {
      const startsTrial = record.status === 'trialing' && record.hasPaymentMethod;
      const [row] = await db
        .update(subscriptions)
        .set({
          providerSubscriptionId: record.providerSubscriptionId,
          ...(record.providerCustomerId ? { providerCustomerId: record.providerCustomerId } : {}),
          ...(record.planId ? { planId: record.planId } : {}),
          status: record.status,
          hasPaymentMethod: record.hasPaymentMethod,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          trialEndsAt: record.trialEndsAt,
          currentPeriodEndsAt: record.currentPeriodEndsAt,
          ...(startsTrial
            ? {
                trialStartedAt: sql`coalesce(${subscriptions.trialStartedAt}, ${record.takenAt.toISOString()}::timestamptz)`,
              }
            : {}),
          providerUpdatedAt: record.takenAt,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.providerUpdatedAt), lte(subscriptions.providerUpdatedAt, record.takenAt)),
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

export type BillingRepository = ReturnType<typeof billingRepository>;
