/**
 * The one owner of the users and sessions tables: features and the plans read and change users only through
 * `userRepository`. Both tables live here because their queries join them (a session's guest flag, guests left
 * without a session).
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '#common/api/auth.ts';
import type { Database } from '#server/db/client.ts';
import { preparedQuery } from '#server/db/prepared.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { SESSION_LIFETIMES } from './lifetimes.ts';

export type SessionUser = { id: string; guest: boolean };

/**
 * A visitor before their first save: no row, no session, and an id no row can have (rows get random v4 UUIDs), so
 * every read of theirs finds nothing.
 */
export const NOBODY: SessionUser = Object.freeze({ id: '00000000-0000-0000-0000-000000000000', guest: true });

/** A session in use: `endsAt` is when it stops being valid unless extended (its expiry, or an account's limit). */
export type ActiveSession = { user: SessionUser; startedAt: Date; lastSeenAt: Date; endsAt: Date };

/** An account's session past its absolute lifetime is over, whatever its sliding expiry says. */
const withinAbsoluteLifetime = or(
  eq(users.isGuest, true),
  gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_LIFETIMES.accountAbsoluteMs / 1000})`),
);

/** The columns that describe the person behind an account, secrets excluded. */
const accountColumns = {
  id: users.id,
  guest: users.isGuest,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

/** An account's details that a password check and the password rule need. */
export type Account = { email: string; firstName: string; lastName: string; passwordHash: string | null };

export type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** The browser's IANA time zone; null or absent means UTC. */
  timeZone?: string | null;
};

/** Whom an e-mail about an account goes to, and how it greets them. */
export type Addressee = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  timeZone: string | null;
};

const addresseeColumns = {
  id: users.id,
  email: sql<string>`${users.email}`,
  emailVerified: accountColumns.emailVerified,
  firstName: users.firstName,
  timeZone: users.timeZone,
};

/**
 * The zone as PostgreSQL names it, when it knows it (matched without case, as both the runtime and `at time zone`
 * read names), else null.
 */
const knownZoneOrNull = (zone: string) =>
  sql<
    string | null
  >`(select name from pg_timezone_names where lower(name) = lower(${zone}) order by name = ${zone} desc limit 1)`;

const isAccountWithEmail = (email: string) => and(eq(users.email, email), eq(users.isGuest, false));

/** The users table's one owner: guests and accounts, read and changed only through here. */
export function userRepository(db: Database) {
  return {
    /** A new guest; answers its id. */
    async insertGuest(): Promise<string> {
      const [user] = await db.insert(users).values({ isGuest: true }).returning({ id: users.id });
      if (!user) throw new Error('inserting a guest user returned no row');
      return user.id;
    },

    /** Whether the user is a guest; true for an id no user has. */
    async isGuest(userId: string): Promise<boolean> {
      const [user] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
      return user?.isGuest ?? true;
    },

    /** Locks the user's row until the transaction ends, so that whatever is counted for them is counted in turn. */
    async lock(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async profile(userId: string): Promise<CurrentUser | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The account's details with when it was made, registered and verified, for the user's own export. */
    async exportFor(userId: string) {
      const [row] = await db
        .select({
          ...accountColumns,
          emailVerifiedAt: users.emailVerifiedAt,
          registeredAt: users.registeredAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** What the password rule and a password check need to know of an account; undefined for a guest. */
    async credentials(userId: string): Promise<Account | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isGuest, false)));
      return (
        row && {
          ...row,
          email: row.email ?? '',
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
        }
      );
    },

    /**
     * Up to `limit` accounts carrying the email, in the order sign-in tries them: the verified one first, then
     * oldest first.
     */
    async signInCandidates(email: string, limit: number) {
      return db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(isAccountWithEmail(email))
        .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.registeredAt), asc(users.id))
        .limit(limit);
    },

    async countAccountsWithEmail(email: string): Promise<number> {
      return db.$count(users, isAccountWithEmail(email));
    },

    /** The ids of the accounts carrying the email, but for the one given. */
    async otherAccountsWithEmail(email: string, exceptUserId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isAccountWithEmail(email), ne(users.id, exceptUserId)));
      return rows.map(({ id }) => id);
    },

    /** Turns the guest into an account; an id that is no guest's changes nothing. */
    /** A zone PostgreSQL does not know is stored as none (UTC), so that no query over stored zones can fail. */
    async registerGuest(guestId: string, { timeZone, ...account }: NewAccount): Promise<void> {
      await db
        .update(users)
        .set({
          ...account,
          timeZone: timeZone ? knownZoneOrNull(timeZone) : null,
          isGuest: false,
          registeredAt: sql`now()`,
        })
        .where(and(eq(users.id, guestId), eq(users.isGuest, true)));
    },

    /**
     * Whether PostgreSQL knows the zone by name: its list and the runtime's differ (the embedded database carries
     * fewer), and every time zone stored on a user is read with `at time zone`.
     */
    async knowsTimeZone(zone: string): Promise<boolean> {
      const result = await db.execute(sql`select ${knownZoneOrNull(zone)} is not null as known`);
      const [row] = (result as unknown as { rows: { known: boolean }[] }).rows;
      return row?.known === true;
    },

    /** Stores a zone `knowsTimeZone` accepted, under PostgreSQL's spelling of its name. */
    async setTimeZone(userId: string, timeZone: string): Promise<void> {
      await db
        .update(users)
        .set({ timeZone: knownZoneOrNull(timeZone) })
        .where(eq(users.id, userId));
    },

    async changePassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** The account, when it is one, as an e-mail addresses it. */
    async addressee(userId: string): Promise<Addressee | undefined> {
      const [row] = await db
        .select(addresseeColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isGuest, false), isNotNull(users.email)));
      return row;
    },

    /** The account that holds the address verified, when one does. */
    async verifiedHolderOf(email: string): Promise<Addressee | undefined> {
      const [row] = await db
        .select(addresseeColumns)
        .from(users)
        .where(and(isAccountWithEmail(email), isNotNull(users.emailVerifiedAt)));
      return row;
    },

    /**
     * The account a password reset for the address goes to: the one that holds it verified, else the unverified
     * account that claimed it last (the likeliest to be the person asking).
     */
    async passwordResetTarget(email: string): Promise<Addressee | undefined> {
      const [row] = await db
        .select(addresseeColumns)
        .from(users)
        .where(isAccountWithEmail(email))
        .orderBy(sql`${users.emailVerifiedAt} is null`, desc(users.registeredAt), desc(users.id))
        .limit(1);
      return row;
    },

    /**
     * Makes the address the account's own, verified (the link sent to it was opened). Throws PostgreSQL's unique
     * violation when another account holds the address verified.
     */
    async verifyEmail(userId: string, email: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ email, emailVerifiedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.isGuest, false)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Marks the account's address verified when it is still `email` and no other account holds it verified;
     * answers whether it did.
     */
    async markVerifiedIfFree(userId: string, email: string): Promise<boolean> {
      const holder = alias(users, 'holder');
      const updated = await db
        .update(users)
        .set({ emailVerifiedAt: sql`now()` })
        .where(
          and(
            eq(users.id, userId),
            eq(users.email, email),
            isNull(users.emailVerifiedAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(holder)
                .where(and(eq(holder.email, email), isNotNull(holder.emailVerifiedAt))),
            ),
          ),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Deletes a guest and, by cascade, what it made, as its expiry would (a waitlist entry it added stays on the
     * list); an id that is no guest's changes nothing.
     */
    async removeGuest(guestId: string): Promise<void> {
      await deleteUser(db, guestId, { guestOnly: true });
    },

    /** Deletes the user and, by cascade, every row of theirs. */
    async remove(userId: string): Promise<void> {
      await deleteUser(db, userId);
    },
  };
}

/**
 * Deletes the user (only while a guest, with `guestOnly`) once its row is locked: two deletions of one user at once
 * (a guest signing in twice from two tabs) then queue on that row instead of deadlocking in the cascade.
 */
async function deleteUser(db: Database, userId: string, { guestOnly = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ isGuest: users.isGuest })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (row && (row.isGuest || !guestOnly)) await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The query every request makes. */
const activeSessionQuery = preparedQuery('find_active_session', (db, name) =>
  db
    .select({
      userId: sessions.userId,
      isGuest: users.isGuest,
      startedAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        withinAbsoluteLifetime,
      ),
    )
    .prepare(name),
);

export function sessionRepository(db: Database) {
  return {
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
      const [row] = await activeSessionQuery(db).execute({ tokenHash });
      if (!row) return undefined;
      const absoluteEnd = row.startedAt.getTime() + SESSION_LIFETIMES.accountAbsoluteMs;
      return {
        user: { id: row.userId, guest: row.isGuest },
        startedAt: row.startedAt,
        lastSeenAt: row.lastSeenAt,
        endsAt: row.isGuest ? row.expiresAt : new Date(Math.min(row.expiresAt.getTime(), absoluteEnd)),
      };
    },

    /**
     * A new guest user and their first session under this token, together or not at all; or, when another save of
     * the same visitor made them first (decision 0061), that guest, and nothing new.
     */
    async createGuest(tokenHash: string, expiresAt: Date): Promise<SessionUser> {
      let madeFirst: SessionUser | undefined;
      try {
        return await db.transaction(async (tx) => {
          const userId = await userRepository(tx).insertGuest();
          // DO UPDATE, unlike DO NOTHING, answers the row that was there, and locks it until the rollback.
          const [session] = await tx
            .insert(sessions)
            .values({ tokenHash, userId, expiresAt })
            .onConflictDoUpdate({ target: sessions.tokenHash, set: { tokenHash } })
            .returning({ userId: sessions.userId, ended: sql<boolean>`${sessions.expiresAt} <= now()` });
          if (!session) throw new Error('inserting a session returned no row');
          if (session.userId === userId) return { id: userId, guest: true };
          // An ended session under the token is nobody's any more (an account's expiry never passes its 30-day
          // limit): the new guest takes it over.
          if (session.ended) {
            await tx
              .update(sessions)
              .set({ userId, createdAt: sql`now()`, lastSeenAt: sql`now()`, expiresAt })
              .where(eq(sessions.tokenHash, tokenHash));
            return { id: userId, guest: true };
          }
          madeFirst = { id: session.userId, guest: await userRepository(tx).isGuest(session.userId) };
          return tx.rollback();
        });
      } catch (error) {
        if (madeFirst && error instanceof TransactionRollbackError) return madeFirst;
        throw error;
      }
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
    /** Ends every session of the user (a password reset); answers how many ended. */
    async removeAllOf(userId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ tokenHash: sessions.tokenHash });
      return ended.length;
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
