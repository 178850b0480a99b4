import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CurrentUser, UserDataCounts } from '#common/api/auth.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { accountNotices, users } from '#server/db/schema/index.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { waitlistRepository } from '#server/features/waitlist/repository.ts';
import { billingRepository } from '#server/payments/repository.ts';
import { moveGuestUsage } from '#server/plans/allowances.ts';
import { isLive } from '#server/plans/entitlement.ts';

/**
 * How many accounts may carry one email address. Sign-in checks the password against each of them, so this
 * bounds its cost; the next sign-up with the address is refused (decision 0018).
 */
export const MAX_ACCOUNTS_PER_EMAIL = 20;

/**
 * Moves everything a guest made to an account. Lists move whole; a one-per-user profile moves only when the account
 * has none; a job the guest applied to is marked applied on the account. Then the guest is deleted.
 */
async function moveGuestData(tx: Transaction, guestId: string, accountId: string) {
  const owners = [
    resumeRepository(tx),
    interviewRepository(tx),
    careerRepository(tx),
    linkedinRepository(tx),
    jobRepository(tx),
    billingRepository(tx),
    waitlistRepository(tx),
  ];
  for (const owner of owners) await owner.moveGuestData(guestId, accountId);
  await moveGuestUsage(tx, guestId, accountId);
  await tx.delete(users).where(and(eq(users.id, guestId), eq(users.isGuest, true)));
}

/** The columns that describe the person behind an account, secrets excluded. */
const accountColumns = {
  id: users.id,
  guest: users.isGuest,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** An account's details that a password check and the password rule need. */
export type Account = { email: string; firstName: string; lastName: string; passwordHash: string | null };

export type NewAccount = { firstName: string; lastName: string; email: string; passwordHash: string };

export function accountRepository(db: Database) {
  return {
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

    /** The accounts carrying the email, in the order sign-in tries them: the verified one first, then oldest first. */
    async signInCandidates(email: string) {
      return db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isGuest, false)))
        .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.registeredAt), asc(users.id))
        .limit(MAX_ACCOUNTS_PER_EMAIL);
    },

    /**
     * Turns a guest into an account, keeping everything the guest made, and leaves each other account with the
     * same email a notice. Answers false, changing nothing, when the email already has the most accounts allowed.
     */
    async register(guestId: string, account: NewAccount): Promise<boolean> {
      return db.transaction(async (tx) => {
        // One registration per address at a time, so that two at once cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${account.email}`}))`);
        const carrying = await tx.$count(
          users,
          and(eq(users.email, account.email), eq(users.isGuest, false)),
        );
        if (carrying >= MAX_ACCOUNTS_PER_EMAIL) return false;
        await tx
          .update(users)
          .set({ ...account, isGuest: false, registeredAt: sql`now()` })
          .where(and(eq(users.id, guestId), eq(users.isGuest, true)));
        await tx
          .insert(accountNotices)
          .select(
            tx
              .select({
                userId: users.id,
                kind: sql<'another-account-with-your-email'>`'another-account-with-your-email'`.as('kind'),
                occurrences: sql<number>`1`.as('occurrences'),
                lastOccurredAt: sql<Date>`now()`.as('last_occurred_at'),
              })
              .from(users)
              .where(and(eq(users.email, account.email), eq(users.isGuest, false), ne(users.id, guestId))),
          )
          .onConflictDoUpdate({
            target: [accountNotices.userId, accountNotices.kind],
            set: {
              occurrences: sql`${accountNotices.occurrences} + 1`,
              lastOccurredAt: sql`now()`,
            },
          });
        return true;
      });
    },

    /** The account's waiting notices; each is told once, so reading them deletes them. */
    async takeNotices(userId: string) {
      return db.delete(accountNotices).where(eq(accountNotices.userId, userId)).returning({
        kind: accountNotices.kind,
        occurrences: accountNotices.occurrences,
        lastOccurredAt: accountNotices.lastOccurredAt,
      });
    },

    /** What the user has made, by kind: what a guest signing in is asked about. */
    async dataCounts(userId: string): Promise<UserDataCounts> {
      const career = careerRepository(db);
      const [resumeAnalyses, interviews, chat, careerProfile, linkedinProfile, applications, plans] =
        await Promise.all([
          resumeRepository(db).countFor(userId),
          interviewRepository(db).countSessions(userId),
          career.countUserMessages(userId),
          career.find(userId),
          linkedinRepository(db).find(userId),
          jobRepository(db).countApplied(userId),
          billingRepository(db).subscriptionsOf(userId),
        ]);
      return {
        resumeAnalyses,
        interviewSessions: interviews,
        chatMessages: chat,
        profiles: Number(careerProfile !== null) + Number(linkedinProfile !== null),
        jobApplications: applications,
        paidPlans: plans.filter(isLive).length,
      };
    },

    async mergeGuestInto(guestId: string, accountId: string): Promise<void> {
      await db.transaction((tx) => moveGuestData(tx, guestId, accountId));
    },

    /** Deletes a guest and what it made, as its expiry would; a waitlist entry it added stays on the list. */
    async discardGuest(guestId: string): Promise<void> {
      await db.delete(users).where(and(eq(users.id, guestId), eq(users.isGuest, true)));
    },

    async changePassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /**
     * Deletes the user; every row of theirs goes with it (each table cascades from users, and the waitlist entries
     * they added are deleted here: the waitlist keeps a guest's entry when the guest expires, not a deleted one's).
     */
    async remove(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await waitlistRepository(tx).removeAddedBy(userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

export const hasAnyData = (counts: UserDataCounts) => Object.values(counts).some((count) => count > 0);
