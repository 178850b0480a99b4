import { AsyncLocalStorage } from 'node:async_hooks';
import { Piscina } from 'piscina';

type RunOptions = {
  transferList?: NonNullable<Parameters<Piscina['run']>[1]>['transferList'];
  signal?: AbortSignal;
};

/** A pool's tasks, run in order; `destroy` refuses the tasks still waiting, then stops the pool's threads. */
export type OrderedPool<T, R> = { run(task: T, options?: RunOptions): Promise<R>; destroy(): Promise<void> };

const requestArrival = new AsyncLocalStorage<number>();

/** Runs `next` (and all it sets off) as part of a request that arrived now: its tasks queue by that time. */
export const asArrivedNow = (next: () => void): void => requestArrival.run(performance.now(), next);

/** When the request this code runs for arrived (`performance.now()`), if it was dated by `asArrivedNow`. */
export const arrivedAt = (): number | undefined => requestArrival.getStore();

const STOPPED = 'The worker pool was stopped';

const abortError = (signal: AbortSignal) =>
  new DOMException(String(signal.reason ?? 'The task has been aborted'), 'AbortError');

type Waiting = { since: number; order: number; start: () => void; stop: () => void; gaveUp: boolean };

const earlier = (a: Waiting, b: Waiting) => a.since < b.since || (a.since === b.since && a.order < b.order);

/** A binary heap of the waiting tasks, the one whose request arrived first on top. */
class WaitingTasks {
  readonly #heap: Waiting[] = [];

  push(entry: Waiting) {
    const heap = this.#heap;
    heap.push(entry);
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!earlier(entry, heap[parent] as Waiting)) break;
      heap[at] = heap[parent] as Waiting;
      at = parent;
    }
    heap[at] = entry;
  }

  /** The earliest that has not given up, taken off the heap. */
  shift(): Waiting | undefined {
    const heap = this.#heap;
    while (heap.length > 0) {
      const top = heap[0] as Waiting;
      const last = heap.pop() as Waiting;
      if (heap.length > 0) this.#sink(last);
      if (!top.gaveUp) return top;
    }
    return undefined;
  }

  #sink(entry: Waiting) {
    const heap = this.#heap;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length && earlier(heap[right] as Waiting, heap[left] as Waiting) ? right : left;
      if (!earlier(heap[child] as Waiting, entry)) break;
      heap[at] = heap[child] as Waiting;
      at = child;
    }
    heap[at] = entry;
  }
}

/**
 * A Piscina pool that starts its tasks in the order their requests arrived. Piscina keeps tasks that
 * carry an abort signal (here all of them: each has a time limit) in a second queue whose order it does not keep
 * under load: each time a thread frees, the task that cannot have it goes to the back, and a new task can go to
 * the front (piscinajs/piscina#1031). This hands Piscina a task only when a thread is free for it, so Piscina
 * queues nothing; the tasks wait here, the one whose request arrived first (`asArrivedNow`; else the task itself)
 * going first, so a request's second task does not queue again behind requests that came after it. A task whose
 * signal aborts while it waits leaves with an AbortError, as Piscina's own would.
 */
export function inArrivalOrder<T, R>(pool: Piscina<T, R>): OrderedPool<T, R> {
  const capacity = pool.maxThreads * pool.options.concurrentTasksPerWorker;
  const waiting = new WaitingTasks();
  let queued = 0;
  let running = 0;
  let destroyed = false;

  function startNext() {
    if (running >= capacity) return;
    waiting.shift()?.start();
  }

  function run(task: T, options: RunOptions = {}): Promise<R> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (destroyed) return Promise.reject(new Error(STOPPED));
    return new Promise<R>((resolve, reject) => {
      const entry: Waiting = {
        since: arrivedAt() ?? performance.now(),
        order: queued++,
        gaveUp: false,
        start: () => {
          signal?.removeEventListener('abort', giveUp);
          running += 1;
          new Promise<R>((started) => started(pool.run(task, options))).then(resolve, reject).finally(() => {
            running -= 1;
            startNext();
          });
        },
        stop: () => {
          signal?.removeEventListener('abort', giveUp);
          reject(new Error(STOPPED));
        },
      };
      function giveUp() {
        entry.gaveUp = true;
        reject(abortError(signal as AbortSignal));
      }
      signal?.addEventListener('abort', giveUp, { once: true });
      waiting.push(entry);
      startNext();
    });
  }

  return {
    run,
    async destroy() {
      destroyed = true;
      for (let entry = waiting.shift(); entry; entry = waiting.shift()) entry.stop();
      await pool.destroy();
    },
  };
}

export type WorkerPoolOptions = {
  /** The worker module, whose default export runs a task. */
  worker: URL;
  maxThreads: number;
  /** Heap allowed to one thread; a task that needs more fails with ERR_WORKER_OUT_OF_MEMORY, the server unaffected. */
  maxHeapMb?: number;
};

/**
 * Worker threads started on first use and stopped after a minute without work (an idle thread does not keep the
 * process alive), each under a heap limit, running tasks in the order their requests arrived.
 */
export function orderedWorkerPool<T, R>({
  worker,
  maxThreads,
  maxHeapMb = 256,
}: WorkerPoolOptions): OrderedPool<T, R> {
  return inArrivalOrder(
    new Piscina<T, R>({
      filename: worker.href,
      minThreads: 0,
      maxThreads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
    }),
  );
}
