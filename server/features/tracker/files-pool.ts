import { type OrderedPool, orderedWorkerPool } from '#server/in-arrival-order.ts';
import type { FileOperation, FileRequest, FileResult, FileTask } from './files-worker.ts';

const TIME_LIMIT_MS = 15_000;

let shared: OrderedPool<FileTask, unknown> | undefined;

/**
 * One thread for the whole process, whatever number of apps it builds (the tests build one per test), as the
 * engine's pool: started by the first file that needs it, stopped when idle; an idle thread does not keep the
 * process alive.
 */
const sharedPool = () =>
  (shared ??= orderedWorkerPool({ worker: new URL('./files-worker.ts', import.meta.url), maxThreads: 1 }));

/**
 * Reads or writes one of the tracker's files in a worker thread, off the event loop; rejects with an AbortError
 * when it is not done within the time allowed, queueing included.
 */
export async function runOffThread<K extends FileOperation>(
  operation: K,
  request: FileRequest<K>,
): Promise<FileResult<K>> {
  const task: FileTask<K> = { operation, request };
  return (await sharedPool().run(task, { signal: AbortSignal.timeout(TIME_LIMIT_MS) })) as FileResult<K>;
}
