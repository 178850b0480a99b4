import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import {
  type Allowance,
  allowanceLimit,
  FREE_PLAN_ALLOWANCES,
  FREE_PLAN_JOB_MATCHES,
  PLANS,
  type PlanId,
  plansLifting,
  seesAllJobMatches,
} from '#common/plans.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { usageEvents } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import type { SubscriptionLedger } from '#server/payments/ledger.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { currentPlan, governingSubscription } from './entitlement.ts';

/** Allowances run per calendar month in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const NOUNS: Record<Allowance, { one: string; many: string; unlimited: string; again: string }> = {
  resumeAnalyses: {
    one: 'resume analysis',
    many: 'resume analyses',
    unlimited: 'unlimited resume analyses',
    again: 'analyse another resume',
  },
  interviewSessions: {
    one: 'interview practice session',
    many: 'interview practice sessions',
    unlimited: 'unlimited interview practice',
    again: 'start another session',
  },
  jobTailorings: {
    one: 'job tailoring',
    many: 'job tailorings',
    unlimited: 'unlimited job tailoring',
    again: 'tailor your resume to another job',
  },
};

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Who uses an allowance. A guest's uses also count for every guest at the same client address, so a new cookie
 * does not bring a new allowance; an account's count is its own. `address` is null where it names no one.
 */
export type Consumer = { userId: string; guest: boolean; address: string | null };

/**
 * A loopback address is this machine: a developer, a test, or a proxy on the same host that is not trusted
 * (TRUST_PROXY). It stands for everyone at once, so guests there are counted one by one.
 */
const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

export const consumerOf = (user: { id: string; guest: boolean }, address: string): Consumer => ({
  userId: user.id,
  guest: user.guest,
  address: isLoopback(address) ? null : address,
});

/** What a 402 says: the allowance, that it is used, the plans that lift it, and when it renews. */
export function limitReachedMessage(allowance: Allowance, now: Date, usedElsewhere = false): string {
  const limit = FREE_PLAN_ALLOWANCES[allowance];
  const noun = NOUNS[allowance];
  const plans = plansLifting(allowance)
    .map((plan) => plan.name)
    .join(' or ');
  const used = usedElsewhere
    ? `and ${limit === 1 ? 'it has' : 'they have'} been used from this network. Create a free account to get your own, upgrade`
    : `and you have used ${limit === 1 ? 'it' : 'them'}. Upgrade`;
  return (
    `The ${PLANS.free.name} plan includes ${limit} ${limit === 1 ? noun.one : noun.many} per month, ` +
    `${used} to ${plans} for ${noun.unlimited}, ` +
    `or ${noun.again} on ${longDate.format(nextMonthStart(now))}.`
  );
}

/** What a 402 says when a Free-plan user reaches for a job match the plan does not show them. */
export const hiddenMatchMessage = (visible: number) =>
  `The ${PLANS.free.name} plan shows your ${visible} best matches, and this job is not one of them. Upgrade to ${PLANS['full-suite'].name} to see and apply to all your matches.`;

export const NO_MATCH = 'No job match with this id. Save your career profile to get matches.';

export type Usage = Record<Allowance, number>;

async function usedThisMonth(
  db: Database | Transaction,
  consumer: Consumer,
  allowance: Allowance,
  now: Date,
): Promise<number> {
  const byConsumer =
    consumer.guest && consumer.address !== null
      ? or(eq(usageEvents.userId, consumer.userId), eq(usageEvents.guestAddress, consumer.address))
      : eq(usageEvents.userId, consumer.userId);
  const [row] = await db
    .select({ value: count() })
    .from(usageEvents)
    .where(
      and(byConsumer, eq(usageEvents.allowance, allowance), gte(usageEvents.createdAt, monthStart(now))),
    );
  return row?.value ?? 0;
}

export async function usageThisMonth(db: Database, consumer: Consumer, now = new Date()): Promise<Usage> {
  const [resumeAnalyses, interviewSessions, jobTailorings] = await Promise.all([
    usedThisMonth(db, consumer, 'resumeAnalyses', now),
    usedThisMonth(db, consumer, 'interviewSessions', now),
    usedThisMonth(db, consumer, 'jobTailorings', now),
  ]);
  return { resumeAnalyses, interviewSessions, jobTailorings };
}

/**
 * The plan's limits. `check` fails fast before expensive work, with the plan as the payment provider has it now;
 * `consume` counts a use inside the transaction that creates the thing, with the user's row (and a guest's
 * address) locked, so two requests at once cannot both take the last one. With enforcement off, uses are still
 * counted but never refused, and every job match is shown.
 */
export function planLimits(db: Database, enforced: boolean, ledger: SubscriptionLedger) {
  const planNow = async (userId: string): Promise<PlanId> =>
    governingSubscription(await ledger.current(userId))?.planId ?? 'free';

  async function refuseIfExhausted(
    tx: Database | Transaction,
    plan: PlanId,
    consumer: Consumer,
    allowance: Allowance,
  ) {
    const limit = allowanceLimit(plan, allowance);
    if (limit === null) return;
    const now = new Date();
    if ((await usedThisMonth(tx, consumer, allowance, now)) < limit) return;
    const usedElsewhere =
      consumer.guest && (await usedThisMonth(tx, { ...consumer, guest: false }, allowance, now)) < limit;
    throw new HttpError(402, limitReachedMessage(allowance, now, usedElsewhere));
  }

  return {
    enforced,

    async check(consumer: Consumer, allowance: Allowance): Promise<void> {
      if (enforced) await refuseIfExhausted(db, await planNow(consumer.userId), consumer, allowance);
    },

    async consume(tx: Transaction, consumer: Consumer, allowance: Allowance): Promise<void> {
      // The locks make uses that may be refused count one after the other; without limits nothing is refused, and
      // every guest behind one address would only wait on the others' uploads.
      if (enforced) {
        await userRepository(tx).lock(consumer.userId);
        if (consumer.guest && consumer.address !== null) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`allowance:${consumer.address}`}, 0))`,
          );
        }
        await refuseIfExhausted(tx, await currentPlan(tx, consumer.userId), consumer, allowance);
      }
      await tx.insert(usageEvents).values({
        userId: consumer.userId,
        allowance,
        guestAddress: consumer.guest ? consumer.address : null,
      });
    },

    /** How many of the ranked job matches the user sees; null for all of them. */
    async visibleJobMatches(userId: string): Promise<number | null> {
      if (!enforced || seesAllJobMatches(await planNow(userId))) return null;
      return FREE_PLAN_JOB_MATCHES;
    },
  };
}

export type PlanLimits = ReturnType<typeof planLimits>;

/** Gives the guest's uses to the account, so signing up hands no allowance back. */
export const moveGuestUsage = (db: Database, guestId: string, accountId: string) =>
  moveAllRows(db, usageEvents, guestId, accountId);
