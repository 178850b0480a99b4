import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaidPlanId } from '#common/plans.ts';
import { users } from './users.ts';

/** The provider's subscription states (Stripe's; the sandbox uses the same words). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A paid plan as the payment provider knows it. Created 'incomplete' when a plan is chosen; only the provider
 * (Stripe's webhooks, or the sandbox's card check) moves it on.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PaidPlanId>().notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** Null only between choosing a plan and the provider answering. */
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** The billing email given on the subscription page. */
    email: text('email').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    /** A card is on file: a trial without one is not yet a plan. */
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
    /** The sandbox's client secret, hashed: it is the one thing that confirms this subscription's card. */
    sandboxSecretHash: text('sandbox_secret_hash'),
    /** When the provider's newest applied snapshot was made, so an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    lastPaymentFailedAt: timestamp('last_payment_failed_at', { withTimezone: true }),
    /**
     * When its free trial began with a card on file. An account gets one trial: once one of its rows has this,
     * no new subscription of the account starts with a trial.
     */
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
);

/**
 * The user's own customer at a provider, created once and reused for every subscription. Never looked up by an
 * email: the email typed on the subscription page is only the customer's billing address.
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** Provider events already handled: a webhook delivered twice is processed once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What counts against a monthly allowance, one row per use. Kept apart from the things themselves so that
 * deleting a resume does not hand its analysis back.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowance: text('allowance', {
      enum: ['resumeAnalyses', 'interviewSessions', 'jobTailorings'],
    }).notNull(),
    /** The client's address when a guest made the use: guests at one address share the allowance. */
    guestAddress: text('guest_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('usage_events_user_allowance_idx').on(table.userId, table.allowance, table.createdAt),
    index('usage_events_guest_address_idx').on(table.guestAddress, table.allowance, table.createdAt),
  ],
);
