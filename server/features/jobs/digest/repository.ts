import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DigestSettings } from '#common/api/digest.ts';
import { DIGEST_DEFAULTS } from '#common/digest.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { localDateAt, localTimestamp, userTimeZone } from '#server/db/local-time.ts';
import { digestPicks, digestSettings, digests, jobMatches, jobs, users } from '#server/db/schema/index.ts';
import { hasReminders } from '#server/features/tracker/reminders.ts';

/** How long after its time a day's e-mail may still go out (an instance was down, or the settings were saved late). */
export const CATCH_UP_HOURS = 3;

/** The settings apart from the time zone, which lives on the user. */
export type StoredDigestSettings = Omit<DigestSettings, 'timeZone'>;

/** A user due for their e-mail: the local date it is for. */
export type DueDigest = { userId: string; localDate: string };

const arrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

/** Each setting as stored, or its default when the user has no row. */
const effective = {
  enabled: sql`coalesce(${digestSettings.enabled}, ${DIGEST_DEFAULTS.enabled})`,
  sendTime: sql`coalesce(${digestSettings.sendTime}, ${DIGEST_DEFAULTS.sendTime})::time`,
  days: sql`coalesce(${digestSettings.days}, ${arrayLiteral(DIGEST_DEFAULTS.days)}::smallint[])`,
  minMatch: sql`coalesce(${digestSettings.minMatch}, ${DIGEST_DEFAULTS.minMatch})`,
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

function toSettings(row: typeof digestSettings.$inferSelect | undefined): StoredDigestSettings {
  if (!row) return { ...DIGEST_DEFAULTS, days: [...DIGEST_DEFAULTS.days] };
  return {
    enabled: row.enabled,
    sendTime: row.sendTime,
    days: [...row.days].sort((a, b) => a - b),
    pickCount: row.pickCount,
    minMatch: row.minMatch,
  };
}

export function digestRepository(db: Database) {
  return {
    async settings(userId: string): Promise<StoredDigestSettings> {
      const [row] = await db.select().from(digestSettings).where(eq(digestSettings.userId, userId));
      return toSettings(row);
    },

    async save(userId: string, settings: StoredDigestSettings): Promise<void> {
      await db
        .insert(digestSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({
          target: digestSettings.userId,
          set: { ...settings, updatedAt: sql`now()` },
        });
    },

    async disable(userId: string): Promise<void> {
      const { enabled: _enabled, ...rest } = await this.settings(userId);
      await db
        .insert(digestSettings)
        .values({ userId, ...rest, enabled: false })
        .onConflictDoUpdate({
          target: digestSettings.userId,
          set: { enabled: false, updatedAt: sql`now()` },
        });
    },

    /** The user's local date at `now`, YYYY-MM-DD. */
    async localDate(userId: string, now: Date): Promise<string> {
      const [row] = await db
        .select({
          date: sql<string>`(${localDateAt(now, userTimeZone)})::text`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row?.date ?? now.toISOString().slice(0, 10);
    },

    /**
     * The users whose e-mail is due at `now` (or only `userId`), by PostgreSQL's time zone rules: verified, the
     * e-mail on, today a chosen day, the local time at or past the chosen time by less than the catch-up window
     * (never past local midnight), today not yet decided, and at least one match that could be picked or
     * something in the application tracker to be reminded of.
     */
    async due(now: Date, userId?: string): Promise<DueDigest[]> {
      const local = localTimestamp(now, userTimeZone);
      const localDate = localDateAt(now, userTimeZone);
      const localTime = sql`(${local})::time`;
      const rows = await db
        .select({ userId: users.id, localDate: sql<string>`(${localDate})::text` })
        .from(users)
        .leftJoin(digestSettings, eq(digestSettings.userId, users.id))
        .where(
          and(
            userId === undefined ? undefined : eq(users.id, userId),
            eq(users.isGuest, false),
            isNotNull(users.email),
            isNotNull(users.emailVerifiedAt),
            sql`${effective.enabled}`,
            sql`extract(isodow from ${local})::smallint = any(${effective.days})`,
            sql`${localTime} >= ${effective.sendTime}`,
            sql`${localTime} - ${effective.sendTime} < make_interval(hours => ${CATCH_UP_HOURS})`,
            sql`not exists (select 1 from ${digests} where ${digests.userId} = ${users.id} and ${digests.localDate} = ${localDate})`,
            sql`(exists (
              select 1 from ${jobMatches} join ${jobs} on ${jobs.id} = ${jobMatches.jobId}
              where ${jobMatches.userId} = ${users.id} and not ${jobMatches.isApplied}
                and ${jobMatches.matchScore} >= ${effective.minMatch}
                and ${jobs.closedAt} is null and ${jobs.duplicateOf} is null
                and not exists (
                  select 1 from ${digestPicks}
                  where ${digestPicks.userId} = ${users.id} and ${digestPicks.jobId} = ${jobMatches.jobId}
                )
            ) or ${hasReminders(users.id, localDate, now)})`,
          ),
        );
      return rows;
    },

    /**
     * When the e-mail is next due after `now`: the next chosen day's time in the user's zone (today's while it is
     * still ahead or within the catch-up window, unless today's was already decided); `now` itself when it is due
     * now. Null when no day is chosen.
     */
    async nextSendAt(
      userId: string,
      zone: string,
      settings: Pick<StoredDigestSettings, 'sendTime' | 'days'>,
      now: Date,
    ): Promise<Date | null> {
      const at = now.toISOString();
      const local = sql`(${at}::timestamptz at time zone ${zone})`;
      const result = await db.execute(sql`
        select extract(epoch from min(greatest(
          ((${local})::date + day.number + ${settings.sendTime}::time) at time zone ${zone},
          ${at}::timestamptz
        )))::float8 as at
        from generate_series(0, 7) as day(number)
        where extract(isodow from (${local})::date + day.number)::smallint = any(${arrayLiteral(settings.days)}::smallint[])
          and (day.number > 0 or (
            not exists (
              select 1 from ${digests}
              where ${digests.userId} = ${userId} and ${digests.localDate} = (${local})::date
            )
            and (${local})::time - ${settings.sendTime}::time < make_interval(hours => ${CATCH_UP_HOURS})
          ))`);
      const [row] = rowsOf<{ at: number | string | null }>(result);
      return row?.at === null || row?.at === undefined ? null : new Date(Number(row.at) * 1000);
    },

    /** Jobs already sent to the user in an e-mail: never picked again. */
    async pickedJobIds(userId: string): Promise<Set<number>> {
      const rows = await db
        .select({ jobId: digestPicks.jobId })
        .from(digestPicks)
        .where(eq(digestPicks.userId, userId));
      return new Set(rows.map((row) => row.jobId));
    },

    /** Records a day with nothing good enough: no e-mail, and the day is decided. */
    async recordNothingToSend(userId: string, localDate: string): Promise<void> {
      await db.insert(digests).values({ userId, localDate, pickCount: 0 }).onConflictDoNothing();
    },

    /**
     * Claims the day and records its picks and its e-mail in one transaction; `storeMail` stores the message with
     * the same transaction. Undefined when the day was already claimed (by another instance, or a retry after
     * the commit).
     */
    async recordSent(
      userId: string,
      localDate: string,
      jobIds: number[],
      storeMail: (tx: Transaction) => Promise<string>,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(digests)
          .values({ userId, localDate, pickCount: jobIds.length })
          .onConflictDoNothing()
          .returning({ userId: digests.userId });
        if (!claimed) return undefined;
        // An e-mail of reminders alone has no jobs.
        if (jobIds.length > 0)
          await tx
            .insert(digestPicks)
            .values(jobIds.map((jobId, position) => ({ userId, jobId, localDate, position })))
            .onConflictDoNothing();
        const mailId = await storeMail(tx);
        await tx
          .update(digests)
          .set({ mailId })
          .where(and(eq(digests.userId, userId), eq(digests.localDate, localDate)));
        return mailId;
      });
    },

    /** The e-mail sent for this local date, with its jobs in order; undefined when none was sent. */
    async sent(userId: string, localDate: string): Promise<{ sentAt: Date; jobIds: number[] } | undefined> {
      const [day] = await db
        .select({ createdAt: digests.createdAt, mailId: digests.mailId, pickCount: digests.pickCount })
        .from(digests)
        .where(and(eq(digests.userId, userId), eq(digests.localDate, localDate)));
      if (!day || day.pickCount === 0) return undefined;
      const picks = await db
        .select({ jobId: digestPicks.jobId })
        .from(digestPicks)
        .where(and(eq(digestPicks.userId, userId), eq(digestPicks.localDate, localDate)))
        .orderBy(asc(digestPicks.position));
      return { sentAt: day.createdAt, jobIds: picks.map((pick) => pick.jobId) };
    },

    /** The user's e-mail settings, days and picks, for the account export. */
    async exportFor(userId: string) {
      const [settingsRow] = await db.select().from(digestSettings).where(eq(digestSettings.userId, userId));
      const days = await db
        .select({ localDate: digests.localDate, pickCount: digests.pickCount, createdAt: digests.createdAt })
        .from(digests)
        .where(eq(digests.userId, userId))
        .orderBy(asc(digests.localDate));
      const picks = await db
        .select({
          localDate: digestPicks.localDate,
          position: digestPicks.position,
          jobId: digestPicks.jobId,
        })
        .from(digestPicks)
        .where(eq(digestPicks.userId, userId))
        .orderBy(asc(digestPicks.localDate), asc(digestPicks.position));
      return { settings: settingsRow ? toSettings(settingsRow) : null, days, picks };
    },
  };
}
