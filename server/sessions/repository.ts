import { and, eq, gt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { SESSION_LIFETIMES } from './lifetimes.ts';

export type SessionUser = { id: string; guest: boolean };

/**
 * A visitor before their first save: no row, no session, and an id no row can have (rows get random v4 UUIDs), so
 * every read of theirs finds nothing.
 */
export const NOBODY: SessionUser = Object.freeze({ id: '00000000-0000-0000-0000-000000000000', guest: true });

export type ActiveSession = { user: SessionUser; startedAt: Date; lastSeenAt: Date };

/** An account's session past its absolute lifetime is over, whatever its sliding expiry says. */
const withinAbsoluteLifetime = or(
  eq(users.isGuest, true),
  gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_LIFETIMES.accountAbsoluteMs / 1000})`),
);

export function sessionRepository(db: Database) {
  return {
    /** Whether the user is a guest; true for an id no user has. */
    async isGuest(userId: string): Promise<boolean> {
      const [user] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
      return user?.isGuest ?? true;
    },

    /** Locks the user's row until the transaction ends, so that whatever is counted for them is counted in turn. */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** When each of the user's sessions started, was last used and expires: never their tokens. */
    recordsOf(userId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
    },

    async findActive(tokenHash: string): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({
          userId: sessions.userId,
          isGuest: users.isGuest,
          startedAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), withinAbsoluteLifetime),
        );
      return (
        row && {
          user: { id: row.userId, guest: row.isGuest },
          startedAt: row.startedAt,
          lastSeenAt: row.lastSeenAt,
        }
      );
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

    /**
     * Replaces a session (when there is one) with a new one for the user: a new id, so no fixation. With
     * `endingAllOfUser`, every other session of the user ends in the same transaction.
     */
    async replace(
      oldTokenHash: string | undefined,
      session: { tokenHash: string; userId: string; expiresAt: Date },
      { endingAllOfUser = false } = {},
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (oldTokenHash) await tx.delete(sessions).where(eq(sessions.tokenHash, oldTokenHash));
        if (endingAllOfUser) await tx.delete(sessions).where(eq(sessions.userId, session.userId));
        await tx.insert(sessions).values(session);
      });
    },

    /** Ends every session of the user but the one given; answers how many ended. */
    async removeOthers(userId: string, keptTokenHash: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keptTokenHash)))
        .returning({ tokenHash: sessions.tokenHash });
      return ended.length;
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
