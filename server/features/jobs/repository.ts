import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Database } from '#server/db/client.ts';
import { jobMatches, jobs } from '#server/db/schema/index.ts';
import type { CandidateJob, MatchingProfile, MatchResult } from './matching.ts';

/** How many postings each pre-selection query may bring: enough to rank well, few enough to score at once. */
const SAME_ROLE_CANDIDATES = 400;
const SAME_FAMILY_CANDIDATES = 200;
const TITLE_SEARCH_CANDIDATES = 200;

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

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function salaryLabel(min: number | null, max: number | null): string {
  if (min === null || max === null) return '';
  return `${money.format(min)} – ${money.format(max)}`;
}

/** Words of a title as a full-text query matching postings that share any of them. */
function titleQuery(title: string) {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);
  return words.length === 0 ? undefined : sql`to_tsquery('english', ${words.join(' | ')})`;
}

export type NewPosting = typeof jobs.$inferInsert;

/** An application keeps the time it was first made. */
const markedApplied = { isApplied: true, appliedAt: sql`coalesce(${jobMatches.appliedAt}, now())` };

/** Which of the user's matches to read: the first `visible` by rank (the plan's cut), or one job's. */
export type MatchQuery = { visible?: number | null; jobId?: number };

export function jobRepository(db: Database) {
  return {
    /**
     * Postings worth scoring for a profile, newest first, found through indexes rather than by reading the whole
     * catalogue: the target role's own postings, its family's, and postings whose titles share its words.
     */
    async candidates(reader: MatchingProfile): Promise<CandidateJob[]> {
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
            .where(eq(jobs.roleId, target.id))
            .orderBy(desc(jobs.postedAt))
            .limit(SAME_ROLE_CANDIDATES),
        );
        add(
          await db
            .select(candidateColumns)
            .from(jobs)
            .where(and(eq(jobs.family, target.family), ne(jobs.roleId, target.id)))
            .orderBy(desc(jobs.postedAt))
            .limit(SAME_FAMILY_CANDIDATES),
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
              ),
            )
            .orderBy(desc(jobs.postedAt))
            .limit(TITLE_SEARCH_CANDIDATES),
        );
      }
      return [...found.values()];
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
          .onConflictDoUpdate({
            target: [jobMatches.userId, jobMatches.jobId],
            set: {
              matchScore: sql`excluded.match_score`,
              reason: sql`excluded.reason`,
              updatedAt: sql`now()`,
            },
          });
      });
    },

    /** The user's matches, best first: the first `visible` of them (null for all); or only the one for a job. */
    async matches(userId: string, { visible = null, jobId }: MatchQuery = {}): Promise<JobMatch[]> {
      const ranked = db
        .select({
          id: jobs.id,
          title: jobs.title,
          company: jobs.company,
          location: jobs.location,
          workType: jobs.workType,
          salaryMin: jobs.salaryMin,
          salaryMax: jobs.salaryMax,
          requirements: jobs.requirements,
          description: jobs.description,
          source: jobs.source,
          url: jobs.url,
          postedAt: jobs.postedAt,
          matchScore: jobMatches.matchScore,
          reason: jobMatches.reason,
          isApplied: jobMatches.isApplied,
        })
        .from(jobMatches)
        .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
        .where(
          and(eq(jobMatches.userId, userId), jobId === undefined ? undefined : eq(jobMatches.jobId, jobId)),
        )
        .orderBy(desc(jobMatches.matchScore), desc(jobs.postedAt), desc(jobs.id));
      const rows = visible === null ? await ranked : await ranked.limit(visible);
      return rows.map(({ salaryMin, salaryMax, postedAt, ...row }) => ({
        ...row,
        salary: salaryLabel(salaryMin, salaryMax),
        postedAt: postedAt.toISOString(),
      }));
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

    countApplied(userId: string): Promise<number> {
      return db.$count(jobMatches, and(eq(jobMatches.userId, userId), eq(jobMatches.isApplied, true)));
    },

    /** The `limit` latest applications' job titles and companies, with when each was made. */
    recentApplications(userId: string, limit: number) {
      return db
        .select({ title: jobs.title, company: jobs.company, appliedAt: jobMatches.appliedAt })
        .from(jobMatches)
        .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
        .where(and(eq(jobMatches.userId, userId), isNotNull(jobMatches.appliedAt)))
        .orderBy(desc(jobMatches.appliedAt))
        .limit(limit);
    },

    /** All of the user's matches as stored, best first, each with its whole posting. */
    ranked(userId: string) {
      return db
        .select({ match: jobMatches, job: jobs })
        .from(jobMatches)
        .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
        .where(eq(jobMatches.userId, userId))
        .orderBy(desc(jobMatches.matchScore), desc(jobs.postedAt), desc(jobs.id));
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

    /** A posting already there (same source and external id) is left as it is. */
    async insertPostings(postings: NewPosting[]): Promise<void> {
      await db
        .insert(jobs)
        .values(postings)
        .onConflictDoNothing({ target: [jobs.source, jobs.externalId] });
    },

    async countBySource(source: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.source, source));
      return row?.value ?? 0;
    },
  };
}
