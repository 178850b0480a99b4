import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A visitor: a guest until they sign up, which fills in the account columns and keeps everything they made. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  isGuest: boolean('is_guest').notNull().default(true),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** Trimmed and lower-cased; unique among accounts. */
  email: text('email').unique(),
  /** argon2id, in its self-describing PHC string form. */
  passwordHash: text('password_hash'),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's session: only the SHA-256 of the cookie's token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
