import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Reminders } from '#common/api/tracker.ts';
import { dateInTimeZone, isTimeZone } from '#common/time-zone.ts';
import { APPLICATION_STAGES, type ApplicationStage, FOLLOW_UP_DAYS } from '#common/tracker.ts';
import type { Database } from '#server/db/client.ts';
import { localDateAt, userTimeZone } from '#server/db/local-time.ts';
import { applications, trackerSettings, users } from '#server/db/schema/index.ts';

/**
 * Stages whose next step still needs doing: all but the closed ones. An offer's stays (answer by Friday, negotiate),
 * a rejection's or a withdrawal's does not.
 */
const OPEN_STAGES: readonly ApplicationStage[] = APPLICATION_STAGES.filter(
  (stage) => stage !== 'rejected' && stage !== 'withdrawn',
);

const DAY_MS = 86_400_000;

/** The user's follow-up days, where their tracker settings are joined. */
const followUpDaysSetting = sql<number>`coalesce(${trackerSettings.followUpDays}, ${FOLLOW_UP_DAYS.default})`;

/**
 * Whether an application needs a reminder on the local date `today` at `now`: a next step due that day or before,
 * or `followUpDays` whole days (of 24 hours) or more in Applied.
 */
function needsReminder(today: SQL, now: Date, followUpDays: SQL<number>): SQL | undefined {
  return or(
    and(inArray(applications.stage, OPEN_STAGES), lte(applications.nextStepDue, sql`${today}`)),
    and(
      eq(applications.stage, 'applied'),
      lte(
        applications.stageChangedAt,
        sql`${now.toISOString()}::timestamptz - ${followUpDays} * interval '24 hours'`,
      ),
    ),
  );
}

/**
 * Whether the user (`userId`, a column of the outer query) has anything to be reminded of on the local date
 * `today` at `now`: for the morning email's query, which runs it for every user due.
 */
export function hasReminders(userId: PgColumn, today: SQL, now: Date): SQL {
  return sql`exists (
    select 1 from ${applications}
    left join ${trackerSettings} on ${trackerSettings.userId} = ${applications.userId}
    where ${applications.userId} = ${userId} and ${needsReminder(today, now, followUpDaysSetting)}
  )`;
}

export type RemindersOptions = {
  /** The user's date as their browser gives it; without it, the zone's. */
  today?: string | null;
  /** The zone whose date is 'today'; null (or a zone the runtime does not know): the user's stored zone, else UTC. */
  timeZone: string | null;
  now: Date;
};

/** The user's local date and follow-up days. */
async function userDay(db: Database, userId: string, { today, timeZone, now }: RemindersOptions) {
  const [row] = await db
    .select({
      storedZoneDate: sql<string>`(${localDateAt(now, userTimeZone)})::text`,
      followUpDays: followUpDaysSetting,
    })
    .from(users)
    .leftJoin(trackerSettings, eq(trackerSettings.userId, users.id))
    .where(eq(users.id, userId));
  // The zone a browser gives is read by the runtime: looking it up in PostgreSQL's list costs tens of milliseconds.
  const date =
    today ??
    (timeZone !== null && isTimeZone(timeZone)
      ? dateInTimeZone(timeZone, now)
      : (row?.storedZoneDate ?? dateInTimeZone('UTC', now)));
  return { date, followUpDays: row?.followUpDays ?? FOLLOW_UP_DAYS.default };
}

/**
 * What the user needs to do on their local date: next steps due that day, next steps overdue (oldest first), both
 * only for applications not closed; and applications in Applied for their follow-up days or more (longest first).
 */
export async function remindersFor(
  db: Database,
  userId: string,
  options: RemindersOptions,
): Promise<Reminders> {
  const { now } = options;
  const { date, followUpDays } = await userDay(db, userId, options);
  const rows = await db
    .select({
      applicationId: applications.id,
      title: applications.title,
      company: applications.company,
      stage: applications.stage,
      nextStep: applications.nextStep,
      nextStepDue: applications.nextStepDue,
      stageChangedAt: applications.stageChangedAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        needsReminder(sql`${date}::date`, now, sql<number>`${followUpDays}::int`),
      ),
    )
    .orderBy(asc(applications.nextStepDue), asc(applications.stageChangedAt), asc(applications.id));

  const nextSteps = rows.flatMap(({ stageChangedAt: _, nextStepDue, ...row }) =>
    nextStepDue !== null && nextStepDue <= date && OPEN_STAGES.includes(row.stage)
      ? [{ ...row, nextStepDue }]
      : [],
  );
  const followUps = rows
    .filter(
      (row) =>
        row.stage === 'applied' && now.getTime() - row.stageChangedAt.getTime() >= followUpDays * DAY_MS,
    )
    .sort(
      (a, b) => a.stageChangedAt.getTime() - b.stageChangedAt.getTime() || a.applicationId - b.applicationId,
    )
    .map(({ applicationId, title, company, stageChangedAt }) => ({
      applicationId,
      title,
      company,
      appliedSince: stageChangedAt.toISOString(),
      days: Math.floor((now.getTime() - stageChangedAt.getTime()) / DAY_MS),
    }));
  return {
    date,
    followUpDays,
    dueToday: nextSteps.filter((step) => step.nextStepDue === date),
    overdue: nextSteps.filter((step) => step.nextStepDue < date),
    followUps,
  };
}
