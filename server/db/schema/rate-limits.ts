import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters, shared by every server instance that uses the same PostgreSQL. */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
