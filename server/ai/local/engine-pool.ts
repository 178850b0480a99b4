import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BroadcastChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '#server/http-error.ts';
import { inArrivalOrder, type OrderedPool } from '#server/in-arrival-order.ts';
import { RecentlyUsed } from '#server/recently-used.ts';
import {
  ENGINE_STARTS_CHANNEL,
  type EngineOperation,
  type EngineRequest,
  type EngineResult,
  type EngineTask,
} from './engine-worker.ts';

export type EnginePool = {
  run<K extends EngineOperation>(operation: K, request: EngineRequest<K>): Promise<EngineResult<K>>;
  /**
   * Starts every thread now and keeps them for the life of the process, so no user waits for one to load the
   * knowledge base; for a server, before it takes requests. Without it threads start on first use.
   */
  warmUp(): Promise<void>;
};

/** What the user is told when a piece of work runs past the limit; 422 where the input is at fault. */
const TOO_LONG: Record<EngineOperation, HttpError> = {
  analyzeResume: new HttpError(
    422,
    'Analysing this resume took too long. Save it again as a simple PDF or Word document and upload the new file.',
  ),
  answerFeedback: new HttpError(422, 'Scoring this answer took too long. Shorten it and submit it again.'),
  optimizeProfile: new HttpError(
    422,
    'Checking this profile took too long. Shorten the longest sections and try again.',
  ),
  careerChat: new HttpError(
    422,
    'The assistant took too long over this message. Shorten it and send it again.',
  ),
  interviewQuestions: new HttpError(
    503,
    'Choosing the questions took too long. Please try again in a minute.',
  ),
  skillNames: new HttpError(503, 'Reading your saved texts took too long. Please try again in a minute.'),
  readJob: new HttpError(
    422,
    'Reading this job description took too long. Paste only the posting and try again.',
  ),
  readPosting: new HttpError(503, 'Reading a job board posting took too long.'),
  tailorResume: new HttpError(
    422,
    'Comparing this resume with the job took too long. Shorten the job description, or save the resume again as a simple PDF or Word document and upload it again.',
  ),
  rewriteBullets: new HttpError(
    422,
    'Rewriting these bullets took too long. Shorten the longest ones and try again.',
  ),
  checkRewrites: new HttpError(503, 'Checking the rewrites took too long. Please try again in a minute.'),
};

const BUSY = new HttpError(503, 'CareerPilot is busy right now. Please try again in a minute.');

/** Threads that are never asked for anything end after this; the next piece of work starts one again. */
const IDLE_TIMEOUT_MS = 10 * 60_000;

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

const MAX_THREADS = Math.max(1, availableParallelism());

let shared: { pool: Piscina<EngineTask, unknown>; ordered: OrderedPool<EngineTask, unknown> } | undefined;

/** How many engine threads are running now, in this process. */
export const engineThreadCount = (): number => shared?.pool.threads.length ?? 0;

/**
 * One pool for the whole process, whatever number of apps it builds (the tests build one per test): a thread
 * takes a second or two to load the knowledge base, so threads start on first use and are kept while in use,
 * unless the pool is created warm (every thread started at once and kept). Idle threads do not keep the process
 * alive. Its tasks start in the order their requests arrived (`inArrivalOrder`).
 */
function sharedPool({ warm = false } = {}) {
  if (!shared) {
    const pool = new Piscina<EngineTask, unknown>({
      filename: new URL('./engine-worker.ts', import.meta.url).href,
      minThreads: warm ? MAX_THREADS : 0,
      maxThreads: MAX_THREADS,
      idleTimeout: IDLE_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    shared = { pool, ordered: inArrivalOrder(pool) };
  }
  return shared;
}

/** What to do when each piece of work in the queue begins, by its number. */
const onStart = new Map<number, () => void>();
let lastTaskId = 0;
let startSignals: BroadcastChannel | undefined;

function listenForStarts() {
  if (startSignals) return;
  startSignals = new BroadcastChannel(ENGINE_STARTS_CHANNEL);
  startSignals.unref();
  startSignals.onmessage = (event) => onStart.get((event as { data: number }).data)?.();
}

/** How many texts' skill names are kept; a few hundred bytes each. */
export const REMEMBERED_TEXTS = 2000;

/**
 * The skills a stored text names are read again on every progress read and chat message, though the text (a
 * resume's, a profile's) rarely changes: the answers are kept by the text's digest, the least recently used
 * forgotten first. The answer depends only on the text and the knowledge base this process loaded.
 */
export function memoised(read: (text: string) => Promise<string[]>): (text: string) => Promise<string[]> {
  const known = new RecentlyUsed<string, Promise<string[]>>(REMEMBERED_TEXTS);
  return async (text) => {
    const digest = createHash('sha256').update(text).digest('base64');
    let answer = known.get(digest);
    if (!answer) {
      answer = read(text);
      answer.catch(() => known.delete(digest));
      known.set(digest, answer);
    }
    return [...(await answer)];
  };
}

/**
 * The built-in engine's work, run off the event loop with a time limit: `waitMs` (by default `timeoutMs`) to
 * wait for a thread (past it: 503, busy), then `timeoutMs` to do the work (past it the thread is stopped and the
 * user told).
 */
export function createEnginePool({
  timeoutMs,
  waitMs = timeoutMs,
}: {
  timeoutMs: number;
  waitMs?: number;
}): EnginePool {
  async function run<K extends EngineOperation>(
    operation: K,
    request: EngineRequest<K>,
  ): Promise<EngineResult<K>> {
    listenForStarts();
    lastTaskId += 1;
    const taskId = lastTaskId;
    const abort = new AbortController();
    let running = false;
    let timer = setTimeout(() => abort.abort(), waitMs);
    onStart.set(taskId, () => {
      running = true;
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), timeoutMs);
    });
    try {
      return (await sharedPool().ordered.run(
        { operation, request, taskId },
        { signal: abort.signal },
      )) as EngineResult<K>;
    } catch (error) {
      if (isAbort(error)) throw running ? TOO_LONG[operation] : BUSY;
      throw error;
    } finally {
      clearTimeout(timer);
      onStart.delete(taskId);
    }
  }

  const skillNames = memoised((text: string) => run('skillNames', text));

  return {
    run: ((operation, request) =>
      operation === 'skillNames'
        ? skillNames(request as string)
        : run(operation, request)) as EnginePool['run'],
    async warmUp() {
      sharedPool({ warm: true });
      // One small task per thread, all at once, so each thread has loaded the engine before this resolves.
      await Promise.all(Array.from({ length: MAX_THREADS }, () => run('skillNames', '')));
    },
  };
}
