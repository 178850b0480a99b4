import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A visitor: a guest until they sign up, which fills in the account columns and keeps everything they made. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isGuest: boolean('is_guest').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /**
     * Trimmed and lower-cased. Until it is verified an address is a claim, not an identity: several accounts may
     * carry it, and only one verified account may hold it (decision 0018).
     */
    email: text('email'),
    /** When the owner proved they receive mail at `email`; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The IANA time zone the browser reported (at sign-up or in the e-mail settings); null means UTC. */
    timeZone: text('time_zone'),
    /** argon2id, in its self-describing PHC string form. */
    passwordHash: text('password_hash'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_verified_email_unique')
      .on(table.email)
      .where(sql`${table.emailVerifiedAt} is not null`),
    index('users_email_idx').on(table.email),
  ],
);

/** A browser's session: only the SHA-256 of the cookie's token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the session was started (by sign-in, sign-up or a guest's first visit): its absolute lifetime counts from here. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const ACCOUNT_NOTICE_KINDS = ['another-account-with-your-email'] as const;

/**
 * Something the owner of an account is told once, after their next sign-in; repeats of one kind add up in one row.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_NOTICE_KINDS }).notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    lastOccurredAt: timestamp('last_occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
