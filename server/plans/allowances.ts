import { and, count, eq, gte } from 'drizzle-orm';
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
import { usageEvents, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import { currentPlan } from './entitlement.ts';

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
};

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a 402 says: the allowance, that it is used, the plans that lift it, and when it renews. */
export function limitReachedMessage(allowance: Allowance, now: Date): string {
  const limit = FREE_PLAN_ALLOWANCES[allowance];
  const noun = NOUNS[allowance];
  const plans = plansLifting(allowance)
    .map((plan) => plan.name)
    .join(' or ');
  return (
    `The ${PLANS.free.name} plan includes ${limit} ${limit === 1 ? noun.one : noun.many} per month, ` +
    `and you have used ${limit === 1 ? 'it' : 'them'}. Upgrade to ${plans} for ${noun.unlimited}, ` +
    `or ${noun.again} on ${longDate.format(nextMonthStart(now))}.`
  );
}

export type Usage = Record<Allowance, number>;

async function usedThisMonth(
  db: Database | Transaction,
  userId: string,
  allowance: Allowance,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, userId),
        eq(usageEvents.allowance, allowance),
        gte(usageEvents.createdAt, monthStart(now)),
      ),
    );
  return row?.value ?? 0;
}

export async function usageThisMonth(db: Database, userId: string, now = new Date()): Promise<Usage> {
  const [resumeAnalyses, interviewSessions] = await Promise.all([
    usedThisMonth(db, userId, 'resumeAnalyses', now),
    usedThisMonth(db, userId, 'interviewSessions', now),
  ]);
  return { resumeAnalyses, interviewSessions };
}

async function isExhausted(
  db: Database | Transaction,
  plan: PlanId,
  userId: string,
  allowance: Allowance,
  now: Date,
): Promise<boolean> {
  const limit = allowanceLimit(plan, allowance);
  return limit !== null && (await usedThisMonth(db, userId, allowance, now)) >= limit;
}

/**
 * The plan's limits. `check` fails fast before expensive work; `consume` counts a use inside the transaction
 * that creates the thing, with the user's row locked, so two requests at once cannot both take the last one.
 * With enforcement off, uses are still counted but never refused, and every job match is shown.
 */
export function planLimits(db: Database, enforced: boolean) {
  async function refuseIfExhausted(tx: Database | Transaction, userId: string, allowance: Allowance) {
    if (!enforced) return;
    const now = new Date();
    if (await isExhausted(tx, await currentPlan(tx, userId), userId, allowance, now)) {
      throw new HttpError(402, limitReachedMessage(allowance, now));
    }
  }

  return {
    enforced,

    check: (userId: string, allowance: Allowance) => refuseIfExhausted(db, userId, allowance),

    async consume(tx: Transaction, userId: string, allowance: Allowance): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await refuseIfExhausted(tx, userId, allowance);
      await tx.insert(usageEvents).values({ userId, allowance });
    },

    /** How many of the ranked job matches the user sees; null for all of them. */
    async visibleJobMatches(userId: string): Promise<number | null> {
      if (!enforced || seesAllJobMatches(await currentPlan(db, userId))) return null;
      return FREE_PLAN_JOB_MATCHES;
    },
  };
}

export type PlanLimits = ReturnType<typeof planLimits>;
