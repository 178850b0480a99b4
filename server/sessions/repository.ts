import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';

export type SessionUser = { id: string; guest: boolean };

export type ActiveSession = { user: SessionUser; lastSeenAt: Date };

export function sessionRepository(db: Database) {
  return {
    async findActive(tokenHash: string): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({ userId: sessions.userId, isGuest: users.isGuest, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
      return row && { user: { id: row.userId, guest: row.isGuest }, lastSeenAt: row.lastSeenAt };
    },

    /** A new guest user and their first session, together or not at all. */
    async createGuest(tokenHash: string, expiresAt: Date): Promise<SessionUser> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ isGuest: true }).returning({ id: users.id });
        if (!user) throw new Error('inserting a guest user returned no row');
        await tx.insert(sessions).values({ tokenHash, userId: user.id, expiresAt });
        return { id: user.id, guest: true };
      });
    },

    /** Replaces a session (when there is one) with a new one for the user: a new id, so no fixation. */
    async replace(
      oldTokenHash: string | undefined,
      tokenHash: string,
      userId: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (oldTokenHash) await tx.delete(sessions).where(eq(sessions.tokenHash, oldTokenHash));
        await tx.insert(sessions).values({ tokenHash, userId, expiresAt });
      });
    },

    async remove(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    /** Expired sessions go, and so do guests left without a session: nobody can reach their data any more. */
    async deleteExpired(): Promise<{ sessions: number; guests: number }> {
      const expired = await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`)).returning({
        tokenHash: sessions.tokenHash,
      });
      const orphans = await db
        .delete(users)
        .where(
          and(
            eq(users.isGuest, true),
            notExists(db.select({ one: sql`1` }).from(sessions).where(eq(sessions.userId, users.id))),
          ),
        )
        .returning({ id: users.id });
      return { sessions: expired.length, guests: orphans.length };
    },
  };
}
