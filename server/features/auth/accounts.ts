import { and, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '#common/api/auth.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  careerProfiles,
  chatMessages,
  interviewSessions,
  jobMatches,
  linkedinProfiles,
  resumes,
  subscriptions,
  usageEvents,
  users,
} from '#server/db/schema/index.ts';

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === UNIQUE_VIOLATION || candidate.cause?.code === UNIQUE_VIOLATION;
}

/**
 * Moves everything a guest made to an account. Lists move whole; a one-per-user profile moves only when the account
 * has none; a job the guest applied to is marked applied on the account. Then the guest is deleted.
 */
async function moveGuestData(tx: Transaction, guestId: string, accountId: string) {
  for (const table of [resumes, interviewSessions, chatMessages, subscriptions, usageEvents]) {
    await tx.update(table).set({ userId: accountId }).where(eq(table.userId, guestId));
  }
  for (const table of [careerProfiles, linkedinProfiles]) {
    await tx
      .update(table)
      .set({ userId: accountId })
      .where(
        and(
          eq(table.userId, guestId),
          notExists(tx.select({ one: sql`1` }).from(table).where(eq(table.userId, accountId))),
        ),
      );
  }
  const accountJobs = tx
    .select({ jobId: jobMatches.jobId })
    .from(jobMatches)
    .where(eq(jobMatches.userId, accountId));
  const guestApplied = tx
    .select({ jobId: jobMatches.jobId })
    .from(jobMatches)
    .where(and(eq(jobMatches.userId, guestId), eq(jobMatches.isApplied, true)));
  await tx
    .update(jobMatches)
    .set({ isApplied: true, appliedAt: sql`coalesce(${jobMatches.appliedAt}, now())` })
    .where(and(eq(jobMatches.userId, accountId), inArray(jobMatches.jobId, guestApplied)));
  await tx
    .update(jobMatches)
    .set({ userId: accountId })
    .where(and(eq(jobMatches.userId, guestId), notInArray(jobMatches.jobId, accountJobs)));
  await tx.delete(users).where(and(eq(users.id, guestId), eq(users.isGuest, true)));
}

/** The columns that describe the person behind an account, secrets excluded. */
export const accountColumns = {
  id: users.id,
  guest: users.isGuest,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export function accountRepository(db: Database) {
  return {
    async profile(userId: string): Promise<CurrentUser | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isGuest, false)));
      return row;
    },

    /** Turns a guest into an account, keeping everything the guest made. Throws a unique violation for a taken email. */
    async register(
      guestId: string,
      account: { firstName: string; lastName: string; email: string; passwordHash: string },
    ) {
      await db
        .update(users)
        .set({ ...account, isGuest: false, registeredAt: sql`now()` })
        .where(and(eq(users.id, guestId), eq(users.isGuest, true)));
    },

    async mergeGuestInto(guestId: string, accountId: string): Promise<void> {
      await db.transaction((tx) => moveGuestData(tx, guestId, accountId));
    },

    /** Deletes the user; every row of theirs goes with it (each table cascades from users). */
    async remove(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}
