import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { chunks } from '#server/db/chunks.ts';
import type { Database } from '#server/db/client.ts';
import { jobBoards, jobs } from '#server/db/schema/index.ts';
import type { BoardRef } from '#server/postings/posting.ts';
import { SAMPLE_SOURCE } from './catalogue-kind.ts';

export type NewPosting = typeof jobs.$inferInsert;
export type StoredBoardPosting = {
  id: number;
  externalId: string;
  contentHash: string | null;
  closed: boolean;
};

/** What a refresh records of a board, for the operator and for the company-activity flag. */
export type BoardOutcome =
  | { status: 'listed'; company: string; at: Date }
  | { status: 'removed'; at: Date }
  | { status: 'failing'; error: string; at: Date };

/** The columns duplicate detection reads. */
export type DuplicateCandidate = {
  id: number;
  company: string;
  title: string;
  descriptionText: string;
  firstSeenAt: Date;
  duplicateOf: number | null;
};

export type VettingContext = {
  /** By posting id: the places and sources of the open postings merged into it. */
  duplicates: Map<number, { locations: string[]; sources: string[] }>;
  /** By `source:board`: the board's open roles and their median age, once a refresh has counted them. */
  activity: Map<string, { openRoles: number; medianDaysOpen: number } | null>;
};

export const boardKey = ({ source, board }: { source: string; board: string | null }) => `${source}:${board}`;

const DAY_SECONDS = 86_400;
/** A posting binds about 30 parameters: 500 rows stay well under PostgreSQL's 65 535. */
const POSTINGS_PER_INSERT = 500;
const open = isNull(jobs.closedAt);
const fromBoards = ne(jobs.source, SAMPLE_SOURCE);

/** The job postings themselves and the boards they come from: what imports write and the catalogue reads. */
export function postingRepository(db: Database) {
  return {
    /** A posting already there (same source and external id) is left as it is. */
    async insertPostings(postings: NewPosting[]): Promise<void> {
      await db
        .insert(jobs)
        .values(postings)
        .onConflictDoNothing({ target: [jobs.source, jobs.externalId] });
    },

    async countBySource(source: string): Promise<number> {
      return db.$count(jobs, eq(jobs.source, source));
    },

    /** The ids of every board posting, oldest first. */
    async boardPostingIds(): Promise<number[]> {
      const rows = await db.select({ id: jobs.id }).from(jobs).where(fromBoards).orderBy(jobs.id);
      return rows.map((row) => row.id);
    },

    /** Every posting a board ever listed, open or closed, by the source's id. */
    boardPostings({ source, board }: BoardRef): Promise<StoredBoardPosting[]> {
      return db
        .select({
          id: jobs.id,
          externalId: jobs.externalId,
          contentHash: jobs.contentHash,
          closed: sql<boolean>`${jobs.closedAt} is not null`,
        })
        .from(jobs)
        .where(and(eq(jobs.source, source), eq(jobs.board, board)));
    },

    /**
     * New postings, their ids in order. A posting another instance inserted meanwhile (same source and id) is
     * updated instead, so two refreshes of one board cannot fail on each other.
     */
    async insertBoardPostings(rows: NewPosting[]): Promise<number[]> {
      const ids: number[] = [];
      for (const batch of chunks(rows, POSTINGS_PER_INSERT)) {
        const inserted = await db
          .insert(jobs)
          .values(batch)
          .onConflictDoUpdate({
            target: [jobs.source, jobs.externalId],
            set: { lastSeenAt: sql`excluded.last_seen_at`, closedAt: sql`null` },
          })
          .returning({ id: jobs.id });
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /** A posting the board changed: everything read from the board again; when it was first seen stays. */
    async updateBoardPosting(id: number, row: NewPosting): Promise<void> {
      const { firstSeenAt: _firstSeenAt, source: _source, externalId: _externalId, ...changed } = row;
      await db
        .update(jobs)
        .set({ ...changed, closedAt: null })
        .where(eq(jobs.id, id));
    },

    /** Postings still listed: seen now, and open again if they had left the board and came back. */
    async markSeen(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      for (const piece of chunks(ids))
        await db.update(jobs).set({ lastSeenAt: at, closedAt: null }).where(inArray(jobs.id, piece));
    },

    /** Closes postings that left their board; they stay for the applications that name them. */
    async close(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      for (const piece of chunks(ids))
        await db
          .update(jobs)
          .set({ closedAt: at })
          .where(and(inArray(jobs.id, piece), open));
    },

    /** The open board postings of a company that share one of these keys, for duplicate detection. */
    duplicateCandidates(company: string, keys: string[]): Promise<DuplicateCandidate[]> {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: jobs.id,
          company: jobs.company,
          title: jobs.title,
          descriptionText: jobs.description,
          firstSeenAt: jobs.firstSeenAt,
          duplicateOf: jobs.duplicateOf,
        })
        .from(jobs)
        .where(and(eq(jobs.company, company), inArray(jobs.dedupeKey, keys), open, fromBoards));
    },

    /** Points each posting at the one it repeats, or at none. */
    async setDuplicateOf(changes: { id: number; duplicateOf: number | null }[]): Promise<void> {
      for (const { id, duplicateOf } of changes)
        await db.update(jobs).set({ duplicateOf }).where(eq(jobs.id, id));
    },

    /** For each key, when the company's last closed posting under it left its board. */
    async lastClosedByKey(company: string, keys: string[]): Promise<Map<string, Date>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: jobs.dedupeKey, closedAt: sql<Date>`max(${jobs.closedAt})`.mapWith(jobs.closedAt) })
        .from(jobs)
        .where(
          and(eq(jobs.company, company), inArray(jobs.dedupeKey, keys), isNotNull(jobs.closedAt), fromBoards),
        )
        .groupBy(jobs.dedupeKey);
      return new Map(rows.flatMap((row) => (row.key && row.closedAt ? [[row.key, row.closedAt]] : [])));
    },

    /** Keeps the boards' rows for the configured boards (a new board starts as 'new'). */
    async followBoards(boards: readonly BoardRef[]): Promise<void> {
      if (boards.length === 0) return;
      await db
        .insert(jobBoards)
        .values([...boards])
        .onConflictDoNothing();
    },

    async recordOutcome({ source, board }: BoardRef, outcome: BoardOutcome): Promise<void> {
      const where = and(eq(jobBoards.source, source), eq(jobBoards.board, board));
      await db.insert(jobBoards).values({ source, board }).onConflictDoNothing();
      if (outcome.status === 'failing') {
        await db
          .update(jobBoards)
          .set({ status: 'failing', lastAttemptAt: outcome.at, lastError: outcome.error })
          .where(where);
        return;
      }
      const postings = and(eq(jobs.source, source), eq(jobs.board, board), open, isNull(jobs.duplicateOf));
      const [stats] = await db
        .select({
          open: count(),
          medianDays: sql<
            number | null
          >`floor(percentile_cont(0.5) within group (order by extract(epoch from ${outcome.at}::timestamptz - least(${jobs.postedAt}, ${jobs.firstSeenAt}))) / ${DAY_SECONDS})::int`,
        })
        .from(jobs)
        .where(postings);
      await db
        .update(jobBoards)
        .set({
          status: outcome.status,
          ...(outcome.status === 'listed' && outcome.company ? { company: outcome.company } : {}),
          lastAttemptAt: outcome.at,
          lastSuccessAt: outcome.at,
          lastError: null,
          openPostings: stats?.open ?? 0,
          medianDaysOpen: stats?.medianDays ?? null,
        })
        .where(where);
    },

    /** Open, distinct postings from boards, and when any of the given boards was last read. */
    async boardCatalogue(
      boards: readonly BoardRef[],
    ): Promise<{ openPostings: number; refreshedAt: Date | null }> {
      const openPostings = await db.$count(jobs, and(fromBoards, open, isNull(jobs.duplicateOf)));
      if (boards.length === 0) return { openPostings, refreshedAt: null };
      const [row] = await db
        .select({
          refreshedAt: sql<Date | null>`max(${jobBoards.lastSuccessAt})`.mapWith(jobBoards.lastSuccessAt),
        })
        .from(jobBoards)
        .where(
          sql`(${jobBoards.source}, ${jobBoards.board}) in (${sql.join(
            boards.map((ref) => sql`(${ref.source}, ${ref.board})`),
            sql`, `,
          )})`,
        );
      return { openPostings, refreshedAt: row?.refreshedAt ?? null };
    },

    /**
     * What vetting needs besides a posting's own row: the places and boards its merged repeats name, and how many
     * roles its board has open and for how long.
     */
    async vettingContext(
      postings: { id: number; source: string; board: string | null }[],
    ): Promise<VettingContext> {
      const ids = postings.map((posting) => posting.id);
      const boards = postings.filter((posting) => posting.board !== null && posting.source !== SAMPLE_SOURCE);
      const [repeats, activity] = await Promise.all([
        ids.length === 0
          ? []
          : db
              .select({ of: jobs.duplicateOf, location: jobs.location, source: jobs.source })
              .from(jobs)
              .where(and(inArray(jobs.duplicateOf, ids), open)),
        boards.length === 0
          ? []
          : db
              .select({
                source: jobBoards.source,
                board: jobBoards.board,
                openRoles: jobBoards.openPostings,
                medianDaysOpen: jobBoards.medianDaysOpen,
              })
              .from(jobBoards)
              .where(
                sql`(${jobBoards.source}, ${jobBoards.board}) in (${sql.join(
                  boards.map((posting) => sql`(${posting.source}, ${posting.board})`),
                  sql`, `,
                )})`,
              ),
      ]);
      const duplicates = new Map<number, { locations: string[]; sources: string[] }>();
      for (const repeat of repeats) {
        if (repeat.of === null) continue;
        const entry = duplicates.get(repeat.of) ?? { locations: [], sources: [] };
        entry.locations.push(repeat.location);
        entry.sources.push(repeat.source);
        duplicates.set(repeat.of, entry);
      }
      return {
        duplicates,
        activity: new Map(
          activity.map((row) => [
            boardKey(row),
            row.medianDaysOpen === null
              ? null
              : { openRoles: row.openRoles, medianDaysOpen: row.medianDaysOpen },
          ]),
        ),
      };
    },

    /** Boards as their last refresh left them, for the refresh command's summary. */
    boardsState() {
      return db.select().from(jobBoards).orderBy(jobBoards.source, jobBoards.board);
    },
  };
}
