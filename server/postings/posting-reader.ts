import { availableParallelism } from 'node:os';
import { type OrderedPool, orderedWorkerPool } from '#server/in-arrival-order.ts';
import { PASTE_INSTEAD, PostingFetchError } from './posting-fetch-error.ts';
import type {
  PostingOperation,
  PostingOutcome,
  PostingRequest,
  PostingResult,
  PostingTask,
} from './posting-worker.ts';

/** The time a posting page or one posting's API answer may take to be read, its wait for a thread included. */
export const READ_TIME_LIMIT_MS = 10_000;

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';
const isOutOfMemory = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

let shared: OrderedPool<PostingTask, PostingOutcome> | undefined;

/**
 * One pool for the whole process, whatever number of apps it builds (the tests build one per test), as the engine's:
 * a thread a core (decision 0054), started on first use and stopped when idle; an idle thread does not keep the
 * process alive. Tasks start in the order their requests arrived.
 */
const sharedPool = () =>
  (shared ??= orderedWorkerPool({
    worker: new URL('./posting-worker.ts', import.meta.url),
    maxThreads: Math.max(1, availableParallelism()),
  }));

/**
 * Reads fetched text in a worker thread, off the event loop. Throws the PostingFetchError the reading ends in; a 503
 * 'busy' one when it is not done within `timeLimitMs`, its wait for a thread included (the thread is stopped); a
 * 413 when the text needs more memory than a thread has.
 */
export async function readOffThread<K extends PostingOperation>(
  operation: K,
  request: PostingRequest<K>,
  timeLimitMs = READ_TIME_LIMIT_MS,
): Promise<PostingResult<K>> {
  let outcome: PostingOutcome<K>;
  try {
    outcome = (await sharedPool().run(
      { operation, request },
      { signal: AbortSignal.timeout(timeLimitMs) },
    )) as PostingOutcome<K>;
  } catch (error) {
    if (isAbort(error))
      throw new PostingFetchError('busy', 'CareerPilot is busy right now. Please try again in a minute.');
    if (isOutOfMemory(error))
      throw new PostingFetchError('too-large', `This posting is too large to be read. ${PASTE_INSTEAD}`);
    throw error;
  }
  if (!outcome.ok) throw new PostingFetchError(outcome.reason, outcome.message);
  return outcome.value;
}
