import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { waitlistSubscribers } from './waitlist.ts';

export const EMAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'confirm-waitlist'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A link sent by e-mail: only the SHA-256 of its random token is stored. Single use (`usedAt`), and it expires.
 * It belongs to an account or to a waitlist entry, and goes when they go.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => waitlistSubscribers.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: the one it verifies. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_user_id_idx').on(table.userId),
    index('email_tokens_subscriber_id_idx').on(table.subscriberId),
  ],
);

/**
 * Every e-mail, stored before it is sent so that a failed send never loses it. The bodies are erased once it is
 * sent (they may hold a one-time link); the row stays as the record of what went where, and when.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which template wrote it: verify-email, reset-password, digest, … */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When sending was given up (too many failures over too long); the message is kept. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (table) => [
    index('outgoing_mails_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null and ${table.abandonedAt} is null`),
    index('outgoing_mails_user_id_idx').on(table.userId),
  ],
);

/** Secrets the server makes for itself on first start (the key that signs unsubscribe links), shared by instances. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
