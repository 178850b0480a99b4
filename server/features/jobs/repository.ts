import { and, desc, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { JobMatch } from '#common/api/jobs.ts';
import { chunks } from '#server/db/chunks.ts';
import type { Database } from '#server/db/client.ts';
import { preparedQuery } from '#server/db/prepared.ts';
import { jobMatches, jobs } from '#server/db/schema/index.ts';
import { type CatalogueKind, SAMPLE_SOURCE } from './catalogue-kind.ts';
import { toJobMatch } from './job-match.ts';
import type { CandidateJob, MatchingProfile, MatchResult } from './matching.ts';
import { postingRepository } from './posting-repository.ts';

/** How many postings each pre-selection may bring: enough to rank well, few enough to score at once. */
export const CANDIDATE_LIMITS = { sameRole: 400, sameFamily: 200, titleSearch: 200 } as const;

const candidateColumns = {
  id: jobs.id,
  title: jobs.title,
  industry: jobs.industry,
  roleId: jobs.roleId,
  family: jobs.family,
  seniority: jobs.seniority,
  workType: jobs.workType,
  location: jobs.location,
  requirements: jobs.requirements,
};

/** The words of a title that title search looks for. */
export const titleSearchWords = (title: string): string[] =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);

/** Words of a title as a full-text query matching postings that share any of them, or with `every`, all of them. */
export function titleQuery(title: string, { every = false } = {}) {
  const words = titleSearchWords(title);
  return words.length === 0 ? undefined : sql`to_tsquery('english', ${words.join(every ? ' & ' : ' | ')})`;
}

/** Rows written per statement: well under PostgreSQL's 65 535 parameters. */
const WRITE_BATCH = 1000;

/** Postings matches may come from: open, not a repeat of another, from the catalogue in use. */
export function matchableIn(kind: CatalogueKind) {
  return and(
    kind === 'sample' ? eq(jobs.source, SAMPLE_SOURCE) : ne(jobs.source, SAMPLE_SOURCE),
    isNull(jobs.closedAt),
    isNull(jobs.duplicateOf),
  );
}

/** A match stored again takes its new score and reason; whether it was applied to stays. */
const rescored = {
  target: [jobMatches.userId, jobMatches.jobId],
  set: { matchScore: sql`excluded.match_score`, reason: sql`excluded.reason`, updatedAt: sql`now()` },
};

/** An application keeps the time it was first made. */
const markedApplied = { isApplied: true, appliedAt: sql`coalesce(${jobMatches.appliedAt}, now())` };

/**
 * Which of the user's matches to read: the first `visible` by rank (the plan's cut; null for all), with each
 * description cut to `descriptionLength` characters (lists need only the start); or whole, optionally one job's.
 */
export type MatchQuery =
  | { visible?: number | null; descriptionLength: number; jobId?: never }
  | { visible?: number | null; jobId?: number; descriptionLength?: never };

/** A match as lists and pages show it: the posting and its score, with `description` as given. */
const matchColumns = (description: SQL<string> | typeof jobs.description) => ({
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  workType: jobs.workType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  employmentType: jobs.employmentType,
  requirements: jobs.requirements,
  description,
  source: jobs.source,
  board: jobs.board,
  url: jobs.url,
  postedAt: jobs.postedAt,
  firstSeenAt: jobs.firstSeenAt,
  sourceUpdatedAt: jobs.sourceUpdatedAt,
  closedAt: jobs.closedAt,
  scamSignals: jobs.scamSignals,
  repostedAfterDays: jobs.repostedAfterDays,
  matchScore: jobMatches.matchScore,
  reason: jobMatches.reason,
  isApplied: jobMatches.isApplied,
});

const bestFirst = [desc(jobMatches.matchScore), desc(jobs.postedAt), desc(jobs.id)];

/** The list of matches, read on every visit to it: a limit of null shows them all. */
const listedMatches = preparedQuery('job_matches_listed', (db, name) =>
  db
    .select(matchColumns(sql<string>`left(${jobs.description}, ${sql.placeholder('descriptionLength')})`))
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(eq(jobMatches.userId, sql.placeholder('userId')))
    .orderBy(...bestFirst)
    .limit(sql.placeholder('visible'))
    .prepare(name),
);

/** The matches with whole descriptions: the first `visible`, or one job's. */
function wholeMatches(db: Database, userId: string, visible: number | null, jobId: number | undefined) {
  const ranked = db
    .select(matchColumns(jobs.description))
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(and(eq(jobMatches.userId, userId), jobId === undefined ? undefined : eq(jobMatches.jobId, jobId)))
    .orderBy(...bestFirst);
  return visible === null ? ranked : ranked.limit(visible);
}

const rankedMatches = preparedQuery('job_matches_ranked', (db, name) =>
  db
    .select({ match: jobMatches, job: jobs })
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(eq(jobMatches.userId, sql.placeholder('userId')))
    .orderBy(...bestFirst)
    .prepare(name),
);

export function jobRepository(db: Database) {
  return {
    /**
     * Postings worth scoring for a profile, newest first, found through indexes rather than by reading the whole
     * catalogue: the target role's own postings, its family's, and postings whose titles share its words.
     */
    async candidates(reader: MatchingProfile, kind: CatalogueKind): Promise<CandidateJob[]> {
      const matchable = matchableIn(kind);
      const found = new Map<number, CandidateJob>();
      const add = (rows: CandidateJob[]) => {
        for (const row of rows) found.set(row.id, row);
      };
      const { target } = reader;
      if (target) {
        add(
          await db
            .select(candidateColumns)
            .from(jobs)
            .where(and(eq(jobs.roleId, target.id), matchable))
            .orderBy(desc(jobs.postedAt))
            .limit(CANDIDATE_LIMITS.sameRole),
        );
        add(
          await db
            .select(candidateColumns)
            .from(jobs)
            .where(and(eq(jobs.family, target.family), ne(jobs.roleId, target.id), matchable))
            .orderBy(desc(jobs.postedAt))
            .limit(CANDIDATE_LIMITS.sameFamily),
        );
      }
      const query = titleQuery(reader.profile.targetRole);
      if (query) {
        add(
          await db
            .select(candidateColumns)
            .from(jobs)
            .where(
              and(
                sql`${jobs.titleSearch} @@ ${query}`,
                target ? or(isNull(jobs.family), ne(jobs.family, target.family)) : undefined,
                matchable,
              ),
            )
            .orderBy(desc(jobs.postedAt))
            .limit(CANDIDATE_LIMITS.titleSearch),
        );
      }
      return [...found.values()];
    },

    /** These postings as matching reads them, when they may be matched. */
    async candidatesByIds(
      ids: number[],
      kind: CatalogueKind,
    ): Promise<(CandidateJob & { postedAt: Date })[]> {
      const found: (CandidateJob & { postedAt: Date })[] = [];
      for (const piece of chunks(ids))
        found.push(
          ...(await db
            .select({ ...candidateColumns, postedAt: jobs.postedAt })
            .from(jobs)
            .where(and(inArray(jobs.id, piece), matchableIn(kind)))),
        );
      return found;
    },

    /** Each user's stored matches with their scores, by user. */
    async storedMatches(
      userIds: string[],
    ): Promise<Map<string, { jobId: number; matchScore: number; isApplied: boolean }[]>> {
      const byUser = new Map<string, { jobId: number; matchScore: number; isApplied: boolean }[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({
          userId: jobMatches.userId,
          jobId: jobMatches.jobId,
          matchScore: jobMatches.matchScore,
          isApplied: jobMatches.isApplied,
        })
        .from(jobMatches)
        .where(inArray(jobMatches.userId, userIds));
      for (const { userId, ...match } of rows) {
        const list = byUser.get(userId);
        if (list) list.push(match);
        else byUser.set(userId, [match]);
      }
      return byUser;
    },

    /** Writes many users' new and rescored matches and drops the ones that fell out, in one transaction. */
    async applyMatchChanges(
      upserts: (MatchResult & { userId: string })[],
      removals: { userId: string; jobId: number }[],
    ): Promise<void> {
      if (upserts.length === 0 && removals.length === 0) return;
      await db.transaction(async (tx) => {
        for (const batch of chunks(removals, WRITE_BATCH)) {
          await tx.delete(jobMatches).where(
            and(
              eq(jobMatches.isApplied, false),
              sql`(${jobMatches.userId}, ${jobMatches.jobId}) in (${sql.join(
                batch.map((removal) => sql`(${removal.userId}::uuid, ${removal.jobId}::int)`),
                sql`, `,
              )})`,
            ),
          );
        }
        for (const batch of chunks(upserts, WRITE_BATCH)) {
          await tx.insert(jobMatches).values(batch).onConflictDoUpdate(rescored);
        }
      });
    },

    /**
     * Brings the planner's statistics of postings and matches up to date after bulk changes. PostgreSQL's autovacuum
     * would in time; the embedded database has none, and with stale counts it reads all postings to join a user's 50.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze ${jobs}, ${jobMatches}`);
    },

    /** Stores the new ranking; applications stay, matches no longer in the ranking and not applied to go. */
    async replaceMatches(userId: string, matches: MatchResult[]): Promise<void> {
      await db.transaction(async (tx) => {
        const kept = matches.map((match) => match.jobId);
        await tx
          .delete(jobMatches)
          .where(
            and(
              eq(jobMatches.userId, userId),
              eq(jobMatches.isApplied, false),
              kept.length > 0 ? notInArray(jobMatches.jobId, kept) : undefined,
            ),
          );
        if (matches.length === 0) return;
        await tx
          .insert(jobMatches)
          .values(matches.map((match) => ({ userId, ...match })))
          .onConflictDoUpdate(rescored);
      });
    },

    /** The user's matches as `query` says, best first, each with its vetting flags. */
    async matches(userId: string, query: MatchQuery = {}): Promise<JobMatch[]> {
      const visible = query.visible ?? null;
      const rows =
        query.descriptionLength === undefined
          ? await wholeMatches(db, userId, visible, query.jobId)
          : await listedMatches(db).execute({ userId, visible, descriptionLength: query.descriptionLength });
      const context = await postingRepository(db).vettingContext(rows);
      const now = new Date();
      return rows.map((row) => toJobMatch(row, context, now));
    },

    /** Drops the matches to these postings that nobody applied to (they closed, or repeat another posting). */
    async removeUnappliedMatches(jobIds: number[]): Promise<void> {
      for (const piece of chunks(jobIds))
        await db
          .delete(jobMatches)
          .where(and(inArray(jobMatches.jobId, piece), eq(jobMatches.isApplied, false)));
    },

    /** Drops the matches nobody applied to whose postings are not of the catalogue in use; how many went. */
    async removeUnappliedMatchesOutside(kind: CatalogueKind): Promise<number> {
      const otherKind = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(kind === 'sample' ? ne(jobs.source, SAMPLE_SOURCE) : eq(jobs.source, SAMPLE_SOURCE));
      const removed = await db
        .delete(jobMatches)
        .where(and(eq(jobMatches.isApplied, false), inArray(jobMatches.jobId, otherKind)))
        .returning({ jobId: jobMatches.jobId });
      return removed.length;
    },

    /** Marks a match applied; applying again changes nothing. False when the job is not one of the user's matches. */
    async apply(userId: string, jobId: number): Promise<boolean> {
      const updated = await db
        .update(jobMatches)
        .set(markedApplied)
        .where(and(eq(jobMatches.userId, userId), eq(jobMatches.jobId, jobId)))
        .returning({ jobId: jobMatches.jobId });
      return updated.length > 0;
    },

    async match(userId: string, jobId: number): Promise<JobMatch | undefined> {
      const [match] = await this.matches(userId, { jobId });
      return match;
    },

    /** One of the user's matches if their plan shows it; 'hidden' when it is theirs but the plan does not show it. */
    async shownMatch(
      userId: string,
      jobId: number,
      visible: number | null,
    ): Promise<JobMatch | 'hidden' | undefined> {
      const match = (await this.matches(userId, { visible })).find((shown) => shown.id === jobId);
      if (match) return match;
      return visible !== null && (await this.match(userId, jobId)) ? 'hidden' : undefined;
    },

    /** All of the user's matches as stored, best first, each with its whole posting. */
    ranked(userId: string) {
      return rankedMatches(db).execute({ userId });
    },

    /**
     * Gives the guest's matches to the account: a job the guest applied to is marked applied on the account, and
     * the guest's matches the account does not have move over.
     */
    async moveGuestData(guestId: string, accountId: string): Promise<void> {
      const accountJobs = db
        .select({ jobId: jobMatches.jobId })
        .from(jobMatches)
        .where(eq(jobMatches.userId, accountId));
      const guestApplied = db
        .select({ jobId: jobMatches.jobId })
        .from(jobMatches)
        .where(and(eq(jobMatches.userId, guestId), eq(jobMatches.isApplied, true)));
      await db
        .update(jobMatches)
        .set(markedApplied)
        .where(and(eq(jobMatches.userId, accountId), inArray(jobMatches.jobId, guestApplied)));
      await db
        .update(jobMatches)
        .set({ userId: accountId })
        .where(and(eq(jobMatches.userId, guestId), notInArray(jobMatches.jobId, accountJobs)));
    },
  };
}
