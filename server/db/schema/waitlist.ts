import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const waitlistSubscribers = pgTable('waitlist_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-case), so one person is one row. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
