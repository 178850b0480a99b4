import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  Application,
  ApplicationFields,
  ApplicationSummary,
  InterviewRound,
} from '#common/api/tracker.ts';
import { formatCount } from '#common/format-count.ts';
import {
  APPLIED_STAGES,
  type ApplicationStage,
  type InterviewKind,
  TRACKER_LIMITS,
} from '#common/tracker.ts';
import { chunks } from '#server/db/chunks.ts';
import type { Database } from '#server/db/client.ts';
import { preparedCount } from '#server/db/prepared.ts';
import {
  applicationStageChanges,
  applications,
  interviewRounds,
  resumes,
  tailorings,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { CALENDAR_LIMITS, type CalendarRound } from './calendar.ts';
import type { ImportedApplication } from './csv.ts';

/** An application with nothing filled in yet. */
export const EMPTY_FIELDS: ApplicationFields = {
  title: '',
  company: '',
  location: '',
  salary: '',
  url: null,
  description: '',
  notes: '',
  nextStep: '',
  nextStepDue: null,
  contacts: [],
  resumeId: null,
  tailoringId: null,
};

export type NewApplication = ApplicationFields & { stage: ApplicationStage; jobId: number | null };

/** A job posting as the board copies it (a job match's). */
export type PostingToTrack = Pick<
  ApplicationFields,
  'title' | 'company' | 'location' | 'salary' | 'url' | 'description'
> & { id: number };

export type RoundFields = {
  startsAt: Date;
  durationMinutes: number;
  kind: InterviewKind;
  people: string;
  notes: string;
};

/** An application read from a CSV file: its fields, its stage and the dates the file gave. */
export type ImportedRecord = Omit<ImportedApplication, 'line'>;

export const ALREADY_ON_BOARD = 'This job is already on your board.';

const boardFull = () =>
  new HttpError(
    409,
    `Your board holds ${formatCount(TRACKER_LIMITS.applications)} applications, the most it can. Delete those you no longer need to add more.`,
  );

const importTooBig = (held: number, adding: number) =>
  new HttpError(
    409,
    `Your board holds ${formatCount(held)} applications and this file adds ${formatCount(adding)}: together more than the ${formatCount(TRACKER_LIMITS.applications)} a board can hold. Nothing was imported; delete applications you no longer need or import fewer rows.`,
  );

const roundsFull = () =>
  new HttpError(
    409,
    `An application can hold at most ${TRACKER_LIMITS.roundsPerApplication} interview rounds. Delete one you no longer need to add another.`,
  );

const isAppliedStage = (stage: ApplicationStage) => APPLIED_STAGES.includes(stage);

/**
 * Imported applications written per statement. The embedded database runs each statement on the event loop, some
 * 0.15 ms per row of a large file, so a statement of 100 holds it 15–20 ms; the import yields after each.
 */
const IMPORT_BATCH = 100;

/** Interview rounds read per statement for a calendar: at most 1 MB of text, some 10 ms on the embedded database. */
const CALENDAR_READ_BATCH = 100;

/**
 * The application's id, named with its table: Drizzle writes a lone table's columns unqualified, and inside a
 * subquery on interview_rounds a bare "id" would be the round's.
 */
const outerApplicationId = sql`${applications}.${sql.identifier(applications.id.name)}`;

const summaryColumns = {
  id: applications.id,
  stage: applications.stage,
  title: applications.title,
  company: applications.company,
  location: applications.location,
  salary: applications.salary,
  url: applications.url,
  nextStep: applications.nextStep,
  nextStepDue: applications.nextStepDue,
  jobId: applications.jobId,
  appliedAt: applications.appliedAt,
  stageChangedAt: applications.stageChangedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  roundCount:
    sql<number>`(select count(*) from ${interviewRounds} where ${interviewRounds.applicationId} = ${outerApplicationId})`.mapWith(
      Number,
    ),
  nextRoundAt:
    sql`(select min(${interviewRounds.startsAt}) from ${interviewRounds} where ${interviewRounds.applicationId} = ${outerApplicationId} and ${interviewRounds.startsAt} > now())`.mapWith(
      interviewRounds.startsAt,
    ) as SQL<Date | null>,
};

const selectSummaries = (db: Database) => db.select(summaryColumns).from(applications);

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): ApplicationSummary => ({
  ...row,
  appliedAt: row.appliedAt?.toISOString() ?? null,
  stageChangedAt: row.stageChangedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  nextRoundAt: row.nextRoundAt?.toISOString() ?? null,
});

const toRound = (row: typeof interviewRounds.$inferSelect): InterviewRound => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  kind: row.kind,
  people: row.people,
  notes: row.notes,
});

const countHeld = (db: Database, userId: string) => db.$count(applications, eq(applications.userId, userId));

const ownedBy = (userId: string, id: number) => and(eq(applications.id, id), eq(applications.userId, userId));

/**
 * The stages an imported application went through: saved, applied when the file says when, then where it is now.
 * A file's dates are days (read as noon UTC) and may be in the future or out of order: each change is put no
 * earlier than the one before and no later than now, so the history reads forward.
 */
function importedHistory(record: ImportedRecord, now: Date) {
  const changes: { stage: ApplicationStage; at: Date }[] = [];
  const add = (stage: ApplicationStage, date: Date) => {
    const previous = changes.at(-1)?.at.getTime() ?? Number.NEGATIVE_INFINITY;
    changes.push({ stage, at: new Date(Math.min(Math.max(date.getTime(), previous), now.getTime())) });
  };
  add('saved', record.createdAt ?? record.appliedAt ?? now);
  if (record.appliedAt) add('applied', record.appliedAt);
  if (changes.at(-1)?.stage !== record.stage) add(record.stage, now);
  return changes;
}

const appliedCount = preparedCount('applications_applied_count', (db, name) =>
  db
    .select({ value: count() })
    .from(applications)
    .where(and(eq(applications.userId, sql.placeholder('userId')), isNotNull(applications.appliedAt)))
    .prepare(name),
);

/**
 * Inserts rows (each with the same properties) as one JSON parameter that PostgreSQL reads into the table's row
 * type, in the order given, and answers their ids. Drizzle and the drivers then bind one value instead of one per
 * column of every row: for an import, binding was half each statement's time on the event loop, and the import took
 * twice the CPU with its rows bound one by one.
 */
async function insertFromJson<Table extends PgTable & { id: Column }>(
  tx: Database,
  table: Table,
  rows: Table['$inferInsert'][],
): Promise<{ id: number }[]> {
  const columns: Record<string, Column> = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {});
  const names = keys.map((key) => columns[key]?.name ?? key);
  const asJson = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key, index) => [names[index], row[key]])),
  );
  const written = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = await tx.execute(
    sql`insert into ${table} (${written}) select ${written} from json_populate_recordset(null::${table}, ${JSON.stringify(asJson)}::json) returning ${table.id}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows;
}

/** Every query is scoped by the owner: another user's id finds nothing. */
export function applicationRepository(db: Database) {
  /** Locks the user's row and refuses when `adding` more would pass the cap: two creates at once count in turn. */
  async function makeRoom(tx: Database, userId: string, adding: number) {
    await userRepository(tx).lock(userId);
    const held = await countHeld(tx, userId);
    if (held + adding <= TRACKER_LIMITS.applications) return;
    throw adding === 1 ? boardFull() : importTooBig(held, adding);
  }

  async function insert(tx: Database, userId: string, application: NewApplication): Promise<number> {
    const appliedAt = isAppliedStage(application.stage) ? sql`now()` : null;
    const [row] = await tx
      .insert(applications)
      .values({ ...application, userId, appliedAt })
      .returning({ id: applications.id });
    if (!row) throw new Error('inserting an application returned no row');
    await tx.insert(applicationStageChanges).values({ applicationId: row.id, stage: application.stage });
    return row.id;
  }

  /** Puts the application in the stage, recording the change; the same stage changes nothing. */
  async function changeStage(tx: Database, id: number, from: ApplicationStage, to: ApplicationStage) {
    if (from === to) return;
    await tx
      .update(applications)
      .set({
        stage: to,
        stageChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(isAppliedStage(to) && { appliedAt: sql`coalesce(${applications.appliedAt}, now())` }),
      })
      .where(eq(applications.id, id));
    await tx.insert(applicationStageChanges).values({ applicationId: id, stage: to });
  }

  /** The application's row, locked until the transaction ends; undefined when it is not the user's. */
  async function lockOwned(tx: Database, userId: string, id: number) {
    const [row] = await tx
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(ownedBy(userId, id))
      .for('update');
    return row;
  }

  const touch = (tx: Database, id: number) =>
    tx.update(applications).set({ updatedAt: sql`now()` }).where(eq(applications.id, id));

  return {
    /** The user's applications, the latest stage change first (a column shows the card just moved on top). */
    async list(userId: string): Promise<ApplicationSummary[]> {
      const rows = await selectSummaries(db)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.stageChangedAt), desc(applications.id));
      return rows.map(toSummary);
    },

    async find(userId: string, id: number): Promise<Application | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: applications.description,
          notes: applications.notes,
          contacts: applications.contacts,
          resumeId: resumes.id,
          resumeFileName: resumes.fileName,
          tailoringId: tailorings.id,
          tailoringTitle: sql<string>`${tailorings.job}->>'title'`,
          tailoringMatchRate: tailorings.matchRate,
        })
        .from(applications)
        .leftJoin(
          resumes,
          and(eq(resumes.id, applications.resumeId), eq(resumes.userId, applications.userId)),
        )
        .leftJoin(
          tailorings,
          and(eq(tailorings.id, applications.tailoringId), eq(tailorings.userId, applications.userId)),
        )
        .where(ownedBy(userId, id));
      if (!row) return undefined;
      const [history, rounds] = await Promise.all([
        db
          .select({ stage: applicationStageChanges.stage, at: applicationStageChanges.at })
          .from(applicationStageChanges)
          .where(eq(applicationStageChanges.applicationId, id))
          .orderBy(asc(applicationStageChanges.at), asc(applicationStageChanges.id)),
        db
          .select()
          .from(interviewRounds)
          .where(eq(interviewRounds.applicationId, id))
          .orderBy(asc(interviewRounds.startsAt), asc(interviewRounds.id)),
      ]);
      const {
        resumeId,
        resumeFileName,
        tailoringId,
        tailoringTitle,
        tailoringMatchRate,
        description,
        notes,
        contacts,
        ...summary
      } = row;
      return {
        ...toSummary(summary),
        description,
        notes,
        contacts,
        resume:
          resumeId === null || resumeFileName === null ? null : { id: resumeId, fileName: resumeFileName },
        tailoring:
          tailoringId === null || tailoringMatchRate === null
            ? null
            : { id: tailoringId, title: tailoringTitle, matchRate: tailoringMatchRate },
        history: history.map((change) => ({ stage: change.stage, at: change.at.toISOString() })),
        rounds: rounds.map(toRound),
      };
    },

    /** A new application; refused (409) when the board is full or already holds the job. Answers its id. */
    async create(userId: string, application: NewApplication): Promise<number> {
      return db.transaction(async (tx) => {
        await makeRoom(tx, userId, 1);
        if (application.jobId !== null) {
          const tracked = await tx.$count(
            applications,
            and(eq(applications.userId, userId), eq(applications.jobId, application.jobId)),
          );
          if (tracked > 0) throw new HttpError(409, ALREADY_ON_BOARD);
        }
        return insert(tx, userId, application);
      });
    },

    /**
     * The user applied to the posting (Apply Now): it goes on the board as Applied, or its Saved card moves to
     * Applied; a card further along stays where it is.
     */
    async recordApplied(userId: string, posting: PostingToTrack): Promise<void> {
      await db.transaction(async (tx) => {
        await userRepository(tx).lock(userId);
        const [tracked] = await tx
          .select({ id: applications.id, stage: applications.stage })
          .from(applications)
          .where(and(eq(applications.userId, userId), eq(applications.jobId, posting.id)));
        if (tracked) {
          if (tracked.stage === 'saved') await changeStage(tx, tracked.id, 'saved', 'applied');
          return;
        }
        await makeRoom(tx, userId, 1);
        const { id: jobId, ...fields } = posting;
        await insert(tx, userId, { ...EMPTY_FIELDS, ...fields, stage: 'applied', jobId });
      });
    },

    /** Changes the fields given; false when the application is not the user's. */
    async update(userId: string, id: number, changes: Partial<ApplicationFields>): Promise<boolean> {
      const updated = await db
        .update(applications)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ownedBy(userId, id))
        .returning({ id: applications.id });
      return updated.length > 0;
    },

    /**
     * Moves the application to the stage and records it in its history; the first stage that means it was sent
     * sets when it was applied. False when the application is not the user's.
     */
    async move(userId: string, id: number, stage: ApplicationStage): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await lockOwned(tx, userId, id);
        if (!row) return false;
        await changeStage(tx, id, row.stage, stage);
        return true;
      });
    },

    async remove(userId: string, id: number): Promise<boolean> {
      const deleted = await db
        .delete(applications)
        .where(ownedBy(userId, id))
        .returning({ id: applications.id });
      return deleted.length > 0;
    },

    /** Whether the application is the user's. */
    async exists(userId: string, id: number): Promise<boolean> {
      return (await db.$count(applications, ownedBy(userId, id))) > 0;
    },

    /** Adds an interview round; false when the application is not the user's, 409 when it has the most rounds. */
    async addRound(userId: string, applicationId: number, round: RoundFields): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockOwned(tx, userId, applicationId))) return false;
        const held = await tx.$count(interviewRounds, eq(interviewRounds.applicationId, applicationId));
        if (held >= TRACKER_LIMITS.roundsPerApplication) throw roundsFull();
        await tx.insert(interviewRounds).values({ ...round, applicationId });
        await touch(tx, applicationId);
        return true;
      });
    },

    /** False when the round is not one of the user's application's. */
    async updateRound(
      userId: string,
      applicationId: number,
      roundId: number,
      round: RoundFields,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockOwned(tx, userId, applicationId))) return false;
        const updated = await tx
          .update(interviewRounds)
          .set(round)
          .where(and(eq(interviewRounds.id, roundId), eq(interviewRounds.applicationId, applicationId)))
          .returning({ id: interviewRounds.id });
        if (updated.length === 0) return false;
        await touch(tx, applicationId);
        return true;
      });
    },

    /** False when the round is not one of the user's application's. */
    async removeRound(userId: string, applicationId: number, roundId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockOwned(tx, userId, applicationId))) return false;
        const deleted = await tx
          .delete(interviewRounds)
          .where(and(eq(interviewRounds.id, roundId), eq(interviewRounds.applicationId, applicationId)))
          .returning({ id: interviewRounds.id });
        if (deleted.length === 0) return false;
        await touch(tx, applicationId);
        return true;
      });
    },

    /**
     * Adds the imported applications, all or none: refused (409) when they would take the board past its cap.
     * Each one's history is saved (when the file says), applied (when it says), then its stage now. The embedded
     * database answers every statement in the same turn of the event loop, so the rows go in batches with a turn
     * for other requests after each: 2,000 rows in one go held it for most of a second.
     */
    async importRecords(userId: string, records: ImportedRecord[]): Promise<number> {
      if (records.length === 0) return 0;
      const now = new Date();
      return db.transaction(async (tx) => {
        await makeRoom(tx, userId, records.length);
        for (const batch of chunks(records, IMPORT_BATCH)) {
          const histories = batch.map((record) => importedHistory(record, now));
          const inserted = await insertFromJson(
            tx,
            applications,
            batch.map(({ createdAt: _createdAt, appliedAt: _appliedAt, ...record }, index) => {
              const history = histories[index] ?? [];
              const applied = history.find((change) => change.stage === 'applied')?.at;
              return {
                ...record,
                userId,
                appliedAt: applied ?? (isAppliedStage(record.stage) ? now : null),
                createdAt: history[0]?.at ?? now,
                stageChangedAt: history.at(-1)?.at ?? now,
                updatedAt: now,
              };
            }),
          );
          await insertFromJson(
            tx,
            applicationStageChanges,
            inserted.flatMap(({ id }, index) =>
              (histories[index] ?? []).map((change) => ({ applicationId: id, ...change })),
            ),
          );
          await yieldToEventLoop();
        }
        return records.length;
      });
    },

    /** How many applications the user holds, whatever their stage. */
    countFor(userId: string): Promise<number> {
      return countHeld(db, userId);
    },

    /** How many applications the user has sent (see APPLIED_STAGES). */
    countApplied: (userId: string): Promise<number> => appliedCount(db, { userId }),

    /** The `limit` latest applications sent: their job titles and companies, with when each was sent. */
    recentApplications(userId: string, limit: number) {
      return db
        .select({
          title: applications.title,
          company: applications.company,
          appliedAt: applications.appliedAt,
        })
        .from(applications)
        .where(and(eq(applications.userId, userId), isNotNull(applications.appliedAt)))
        .orderBy(desc(applications.appliedAt), desc(applications.id))
        .limit(limit);
    },

    /** Every application of the user's, oldest first, with its stage history and interview rounds. */
    async exportRecords(userId: string) {
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(asc(applications.createdAt), asc(applications.id));
      const ids = rows.map((row) => row.id);
      const changes: (typeof applicationStageChanges.$inferSelect)[] = [];
      const rounds: (typeof interviewRounds.$inferSelect)[] = [];
      for (const piece of chunks(ids)) {
        changes.push(
          ...(await db
            .select()
            .from(applicationStageChanges)
            .where(inArray(applicationStageChanges.applicationId, piece))
            .orderBy(asc(applicationStageChanges.at), asc(applicationStageChanges.id))),
        );
        rounds.push(
          ...(await db
            .select()
            .from(interviewRounds)
            .where(inArray(interviewRounds.applicationId, piece))
            .orderBy(asc(interviewRounds.startsAt), asc(interviewRounds.id))),
        );
      }
      return rows.map(({ userId: _userId, appliedAt, stageChangedAt, createdAt, updatedAt, ...row }) => ({
        ...row,
        appliedAt: appliedAt?.toISOString() ?? null,
        stageChangedAt: stageChangedAt.toISOString(),
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
        history: changes
          .filter((change) => change.applicationId === row.id)
          .map((change) => ({ stage: change.stage, at: change.at.toISOString() })),
        rounds: rounds.filter((round) => round.applicationId === row.id).map(toRound),
      }));
    },

    /**
     * The user's interview rounds (one application's when given) as a calendar file shows them, each with its job:
     * those that start latest (CALENDAR_LIMITS), earliest first. The rounds are read a batch at a time, with a
     * turn for other requests after each, since the embedded database reads on the event loop: the most a file
     * holds, with the longest notes, is 10 MB of text.
     */
    async roundsForCalendar(userId: string, applicationId?: number): Promise<CalendarRound[]> {
      const latest = await db
        .select({ id: interviewRounds.id })
        .from(interviewRounds)
        .innerJoin(applications, eq(applications.id, interviewRounds.applicationId))
        .where(
          and(
            eq(applications.userId, userId),
            applicationId === undefined ? undefined : eq(applications.id, applicationId),
          ),
        )
        .orderBy(desc(interviewRounds.startsAt), desc(interviewRounds.id))
        .limit(CALENDAR_LIMITS.rounds);
      const rounds: CalendarRound[] = [];
      for (const ids of chunks(
        latest.map(({ id }) => id),
        CALENDAR_READ_BATCH,
      )) {
        rounds.push(
          ...(await db
            .select({
              id: interviewRounds.id,
              applicationId: interviewRounds.applicationId,
              startsAt: interviewRounds.startsAt,
              durationMinutes: interviewRounds.durationMinutes,
              kind: interviewRounds.kind,
              people: interviewRounds.people,
              notes: interviewRounds.notes,
              title: applications.title,
              company: applications.company,
              url: applications.url,
            })
            .from(interviewRounds)
            .innerJoin(applications, eq(applications.id, interviewRounds.applicationId))
            .where(inArray(interviewRounds.id, ids))),
        );
        await yieldToEventLoop();
      }
      return rounds.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
    },

    /**
     * Gives the guest's applications to the account, with their history and rounds. One for a job the account
     * already tracks comes too, as a card of its own no longer linked to the job: the account's card stays the
     * job's (Apply Now moves it), and nothing the guest wrote about the job is lost.
     */
    async moveGuestData(guestId: string, accountId: string): Promise<void> {
      const accountJobs = db
        .select({ jobId: applications.jobId })
        .from(applications)
        .where(and(eq(applications.userId, accountId), isNotNull(applications.jobId)));
      await db
        .update(applications)
        .set({ jobId: null })
        .where(and(eq(applications.userId, guestId), inArray(applications.jobId, accountJobs)));
      await db.update(applications).set({ userId: accountId }).where(eq(applications.userId, guestId));
    },
  };
}
