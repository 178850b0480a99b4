import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobBoardSettings } from '#server/config.ts';
import { retryingLostRaces } from '#server/db/conflicts.ts';
import { BoardFetchError, listBoard } from '#server/postings/boards/list-board.ts';
import { createSourceRateLimiter } from '#server/postings/boards/rate-limiter.ts';
import type { BoardListing, BoardRef, PostingApiUrls } from '#server/postings/posting.ts';
import { type CatalogueKind, catalogueKindFor } from '../catalogue-kind.ts';
import { matchNewPostings } from '../incremental-matching.ts';
import { postingRepository } from '../posting-repository.ts';
import { rematchEveryProfile } from '../recompute.ts';
import { jobRepository } from '../repository.ts';
import { syncBoard } from './sync-board.ts';

/** Jobs of the postings pipeline, by name. */
export const POSTING_JOBS = {
  refreshAll: 'postings.refresh',
  refreshBoard: 'postings.refresh-board',
  matchNew: 'matches.new-postings',
  rematchAll: 'matches.rematch-all',
} as const;

export type JobBoardsOptions = JobBoardSettings & {
  apiUrls: PostingApiUrls;
  /** Each board request's time limit. */
  timeoutMs?: number;
};

export type JobCatalogue = {
  kind: CatalogueKind;
  boards: readonly BoardRef[];
  /** Refreshes every followed board now and waits for the refreshes and the matching they start. */
  refreshNow(options?: { timeoutMs?: number }): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobCatalogue: JobCatalogue;
  }
}

const boardKeyOf = (ref: { source: string; board: string }) => `${ref.source}:${ref.board}`;
const POLL_MS = 250;

/**
 * Follows the configured job boards: a refresh of every board on a cron schedule (and at once when a board has never
 * been read), one job per board (one at a time per board across instances, retried with backoff, a rate-limited
 * board retried after the wait it asks for), then matching of what the refresh brought. Decorates `app.jobCatalogue`.
 */
export default fp(
  async function jobBoards(app: FastifyInstance, options: JobBoardsOptions) {
    const { boards } = options;
    const kind = catalogueKindFor(boards);
    const followed = new Set(boards.map(boardKeyOf));
    const limiter = createSourceRateLimiter(
      options.minIntervalMs === undefined
        ? undefined
        : {
            greenhouse: { minIntervalMs: options.minIntervalMs },
            lever: { minIntervalMs: options.minIntervalMs },
            ashby: { minIntervalMs: options.minIntervalMs },
          },
    );
    const postings = postingRepository(app.db);

    await app.jobs.define(
      POSTING_JOBS.refreshAll,
      async () => {
        await postings.followBoards([...boards]);
        for (const ref of boards)
          await app.jobs.send(POSTING_JOBS.refreshBoard, ref, { singletonKey: boardKeyOf(ref) });
      },
      { policy: 'short', retryLimit: 2, retryDelaySeconds: 30 },
    );

    await app.jobs.define<BoardRef>(
      POSTING_JOBS.refreshBoard,
      async (data, context) => {
        const ref: BoardRef = { source: data.source, board: data.board };
        if (!followed.has(boardKeyOf(ref))) return;
        let listing: BoardListing;
        try {
          listing = await listBoard(ref, {
            apiUrls: options.apiUrls,
            limiter,
            signal: context.signal,
            ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          });
        } catch (error) {
          if (!(error instanceof BoardFetchError)) throw error;
          await postings.recordOutcome(ref, { status: 'failing', error: error.message, at: new Date() });
          if (error.retryAfterSeconds !== null) {
            // The board asked us to wait: come back then, instead of on the queue's backoff.
            await app.jobs.send(POSTING_JOBS.refreshBoard, ref, {
              singletonKey: boardKeyOf(ref),
              startAfter: error.retryAfterSeconds,
            });
            return;
          }
          if (error.retryable) throw error;
          app.log.warn(
            { board: boardKeyOf(ref), err: error },
            'job board answered with something unreadable',
          );
          return;
        }
        const sync = await syncBoard({ db: app.db, engine: app.engine }, ref, listing);
        const toMatch = [...sync.added, ...sync.changed, ...sync.reopened];
        if (toMatch.length > 0) await app.jobs.send(POSTING_JOBS.matchNew, { jobIds: toMatch });
        app.log.info(
          {
            board: boardKeyOf(ref),
            status: sync.status,
            added: sync.added.length,
            changed: sync.changed.length,
            reopened: sync.reopened.length,
            closed: sync.closed.length,
            unchanged: sync.unchanged,
          },
          sync.status === 'removed' ? 'job board is gone; its postings are closed' : 'refreshed job board',
        );
      },
      {
        policy: 'stately',
        retryLimit: 4,
        retryDelaySeconds: options.retryDelaySeconds ?? 60,
        retryBackoff: true,
        expireInSeconds: 30 * 60,
        concurrency: 2,
      },
    );

    await app.jobs.define<{ jobIds: number[] }>(
      POSTING_JOBS.matchNew,
      async ({ jobIds }) => {
        const result = await matchNewPostings(app.db, jobIds, kind);
        app.log.info(result, 'matched new postings');
      },
      { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
    );

    await app.jobs.define(
      POSTING_JOBS.rematchAll,
      async () => {
        const profiles = await rematchEveryProfile(app.db, kind);
        app.log.info({ profiles, catalogue: kind }, 'matched every profile again');
      },
      { policy: 'short', retryLimit: 2, expireInSeconds: 60 * 60 },
    );

    /** After the catalogue changed kind, matches from the other kind are dropped and every profile matched again. */
    async function reconcile() {
      // Another instance may be matching profiles as this one starts: a deadlock between the two is run again.
      const dropped = await retryingLostRaces(() =>
        jobRepository(app.db).removeUnappliedMatchesOutside(kind),
      );
      if (dropped > 0) await app.jobs.send(POSTING_JOBS.rematchAll, {});
      if (kind === 'sample') {
        await app.jobs.unschedule(POSTING_JOBS.refreshAll);
        return;
      }
      await postings.followBoards([...boards]);
      await app.jobs.schedule(POSTING_JOBS.refreshAll, options.refreshCron, {}, { tz: options.timeZone });
      const state = await postings.boardsState();
      const neverRead = state.some((row) => followed.has(boardKeyOf(row)) && row.lastAttemptAt === null);
      if (neverRead) await app.jobs.send(POSTING_JOBS.refreshAll, {});
    }

    async function settled(deadline: number): Promise<void> {
      while ((await app.jobs.unfinished(Object.values(POSTING_JOBS))) > 0) {
        if (Date.now() > deadline)
          throw new Error('The refresh did not finish in time; it goes on in the background.');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }

    app.decorate('jobCatalogue', {
      kind,
      boards,
      async refreshNow({ timeoutMs = 30 * 60_000 } = {}) {
        const deadline = Date.now() + timeoutMs;
        await postings.followBoards([...boards]);
        for (const ref of boards)
          await app.jobs.send(POSTING_JOBS.refreshBoard, ref, { singletonKey: boardKeyOf(ref) });
        await settled(deadline);
      },
    } satisfies JobCatalogue);

    app.addHook('onReady', reconcile);
  },
  { name: 'job-boards', dependencies: ['jobs'] },
);
