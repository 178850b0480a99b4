import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const waitlistSubscribers = pgTable(
  'waitlist_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised (trimmed, lower-case), so one person is one row. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    source: text('source').notNull(),
    /**
     * The visitor (guest or account) who added the row, when they had a session. The row outlives a guest that
     * expires (the list is the product's), and goes with an account that is deleted.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the subscriber opened the confirmation link (double opt-in); null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last confirmation e-mail was queued, so that repeats of the form do not flood the address. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waitlist_subscribers_user_id_idx').on(table.userId)],
);
