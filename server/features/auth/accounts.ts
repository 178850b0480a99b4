import { eq, sql } from 'drizzle-orm';
import type { UserDataCounts } from '#common/api/auth.ts';
import { formatCount } from '#common/format-count.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { accountNotices } from '#server/db/schema/index.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { tailoringRepository } from '#server/features/tailoring/repository.ts';
import { applicationRepository } from '#server/features/tracker/repository.ts';
import { trackerSettingsRepository } from '#server/features/tracker/settings.ts';
import { waitlistRepository } from '#server/features/waitlist/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { billingRepository } from '#server/payments/repository.ts';
import { moveGuestUsage } from '#server/plans/allowances.ts';
import { isLive } from '#server/plans/entitlement.ts';
import { type NewAccount, userRepository } from '#server/sessions/repository.ts';

/**
 * How many accounts may carry one email address. Sign-in checks the password against each of them, so this
 * bounds its cost; the next sign-up with the address is refused (decision 0018).
 */
export const MAX_ACCOUNTS_PER_EMAIL = 20;

/** The guest's applications would take the account's board past its cap: the person chooses what to do. */
const boardWouldOverflow = (held: number, moving: number) =>
  new HttpError(
    409,
    `Your account’s board holds ${formatCount(held)} applications; with the ${formatCount(moving)} from before you signed in it would pass the ${formatCount(TRACKER_LIMITS.applications)} it can hold. Nothing was moved and you are not signed in: download these ${formatCount(moving)} from Applications as a CSV file if you need them, then sign in without keeping them.`,
  );

/**
 * Moves everything a guest made to an account. Lists move whole; a one-per-user profile moves only when the account
 * has none; a job the guest applied to is marked applied on the account; an application for a job the account
 * already tracks comes unlinked from the job. Then the guest is deleted. Refused (409, nothing moved) when the guest's
 * applications would take the account past the board's cap (decision 0060); no other per-user cap can be passed.
 */
async function moveGuestData(tx: Transaction, guestId: string, accountId: string) {
  // Both users' rows first, in one order, as a deletion locks its user's row first: otherwise a merge and a
  // deletion running at once each hold rows the other needs. An application added meanwhile waits on them too.
  for (const userId of [guestId, accountId].sort()) await userRepository(tx).lock(userId);
  const applications = applicationRepository(tx);
  const held = await applications.countFor(accountId);
  const owners = [
    resumeRepository(tx),
    tailoringRepository(tx),
    interviewRepository(tx),
    careerRepository(tx),
    linkedinRepository(tx),
    jobRepository(tx),
    applications,
    trackerSettingsRepository(tx),
    billingRepository(tx),
    waitlistRepository(tx),
  ];
  for (const owner of owners) await owner.moveGuestData(guestId, accountId);
  // Counted once moved, by what the account then holds; the throw rolls it all back.
  const moving = (await applications.countFor(accountId)) - held;
  if (moving > 0 && held + moving > TRACKER_LIMITS.applications) throw boardWouldOverflow(held, moving);
  await moveGuestUsage(tx, guestId, accountId);
  await userRepository(tx).removeGuest(guestId);
}

/** Tells each account the next time it signs in that another account now carries its email. */
async function noticeAnotherAccountWithTheirEmail(tx: Transaction, accountIds: string[]) {
  if (accountIds.length === 0) return;
  await tx
    .insert(accountNotices)
    .values(
      accountIds.map((userId) => ({
        userId,
        kind: 'another-account-with-your-email' as const,
        occurrences: 1,
        lastOccurredAt: sql`now()`,
      })),
    )
    .onConflictDoUpdate({
      target: [accountNotices.userId, accountNotices.kind],
      set: {
        occurrences: sql`${accountNotices.occurrences} + 1`,
        lastOccurredAt: sql`now()`,
      },
    });
}

export function accountRepository(db: Database) {
  return {
    /**
     * Turns a guest into an account, keeping everything the guest made, and leaves each other account with the
     * same email a notice. Answers false, changing nothing, when the email already has the most accounts allowed.
     */
    async register(guestId: string, account: NewAccount): Promise<boolean> {
      return db.transaction(async (tx) => {
        // One registration per address at a time, so that two at once cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${account.email}`}))`);
        const users = userRepository(tx);
        if ((await users.countAccountsWithEmail(account.email)) >= MAX_ACCOUNTS_PER_EMAIL) return false;
        await users.registerGuest(guestId, account);
        await noticeAnotherAccountWithTheirEmail(
          tx,
          await users.otherAccountsWithEmail(account.email, guestId),
        );
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
          applicationRepository(db).countFor(userId),
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

    /**
     * Deletes the user; every row of theirs goes with it (each table cascades from users, and the waitlist entries
     * they added are deleted here: the waitlist keeps a guest's entry when the guest expires, not a deleted one's).
     */
    async remove(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await waitlistRepository(tx).removeAddedBy(userId);
        await userRepository(tx).remove(userId);
      });
    },
  };
}

export const hasAnyData = (counts: UserDataCounts) => Object.values(counts).some((count) => count > 0);
