import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobs } from './career.ts';
import { outgoingMails } from './mail.ts';
import { users } from './users.ts';

/** The morning e-mail's settings; a user without a row has the defaults (DIGEST_DEFAULTS). */
export const digestSettings = pgTable('digest_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  /** Local time of day, "HH:MM", in the user's time zone (users.time_zone). */
  sendTime: text('send_time').notNull(),
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  days: smallint('days').array().notNull(),
  pickCount: smallint('pick_count').notNull(),
  minMatch: smallint('min_match').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per user and local date once that day's e-mail was decided: the key makes it once a day across
 * instances. `mailId` is null when nothing new was good enough (nothing sent).
 */
export const digests = pgTable(
  'digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    mailId: uuid('mail_id').references(() => outgoingMails.id, { onDelete: 'set null' }),
    pickCount: integer('pick_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDate] })],
);

/** Each job a user was sent, once: a job is never picked for them again. */
export const digestPicks = pgTable(
  'digest_picks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('digest_picks_user_date_idx').on(table.userId, table.localDate),
  ],
);
