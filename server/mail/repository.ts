import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { outgoingMails, serverSecrets } from '#server/db/schema/index.ts';
import type { OutgoingMessage } from './transport.ts';
import type { NewMail } from './types.ts';

const LAST_ERROR_MAX_LENGTH = 500;

/** The stored e-mails (outgoing_mails) and the server's own secrets. */
export function mailRepository(db: Database) {
  return {
    async insert(mail: NewMail): Promise<string> {
      const [row] = await db
        .insert(outgoingMails)
        .values({
          kind: mail.kind,
          userId: mail.userId ?? null,
          toAddress: mail.to,
          subject: mail.content.subject,
          textBody: mail.content.text,
          htmlBody: mail.content.html,
          headers: mail.headers ?? {},
        })
        .returning({ id: outgoingMails.id });
      if (!row) throw new Error('the e-mail was not stored');
      return row.id;
    },

    /** The message when it still has to be sent; undefined when sent, given up, or deleted with its user. */
    async unsent(id: string): Promise<OutgoingMessage | undefined> {
      const [row] = await db
        .select()
        .from(outgoingMails)
        .where(
          and(eq(outgoingMails.id, id), isNull(outgoingMails.sentAt), isNull(outgoingMails.abandonedAt)),
        );
      if (!row?.textBody || !row.htmlBody) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      };
    },

    /** Sent: the bodies are erased (they may hold a one-time link), the record stays. */
    async markSent(id: string): Promise<void> {
      await db
        .update(outgoingMails)
        .set({
          sentAt: sql`now()`,
          textBody: null,
          htmlBody: null,
          attempts: sql`${outgoingMails.attempts} + 1`,
        })
        .where(eq(outgoingMails.id, id));
    },

    async recordFailure(id: string, error: unknown, { abandon }: { abandon: boolean }): Promise<void> {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outgoingMails)
        .set({
          attempts: sql`${outgoingMails.attempts} + 1`,
          lastError: message.slice(0, LAST_ERROR_MAX_LENGTH),
          ...(abandon ? { abandonedAt: sql`now()` } : {}),
        })
        .where(eq(outgoingMails.id, id));
    },

    /** Unsent messages older than `minutes` (their send job failed or was never queued), oldest first. */
    async stalled(minutes: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: outgoingMails.id })
        .from(outgoingMails)
        .where(
          and(
            isNull(outgoingMails.sentAt),
            isNull(outgoingMails.abandonedAt),
            lt(outgoingMails.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(outgoingMails.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Gives up on messages still unsent after `hours`; they stay stored with their last error. */
    async abandonOlderThan(hours: number): Promise<number> {
      const rows = await db
        .update(outgoingMails)
        .set({ abandonedAt: sql`now()` })
        .where(
          and(
            isNull(outgoingMails.sentAt),
            isNull(outgoingMails.abandonedAt),
            lt(outgoingMails.createdAt, sql`now() - make_interval(hours => ${hours})`),
          ),
        )
        .returning({ id: outgoingMails.id });
      return rows.length;
    },

    /** What was e-mailed to the user and when, without the bodies (the user's own export). */
    recordsOf(userId: string) {
      return db
        .select({
          kind: outgoingMails.kind,
          to: outgoingMails.toAddress,
          subject: outgoingMails.subject,
          createdAt: outgoingMails.createdAt,
          sentAt: outgoingMails.sentAt,
        })
        .from(outgoingMails)
        .where(eq(outgoingMails.userId, userId))
        .orderBy(outgoingMails.createdAt);
    },

    /** The named secret, made (random, by whichever instance comes first) when it does not exist yet. */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`the server secret ${name} was not stored`);
      return row.value;
    },
  };
}
