import { BOARD_SOURCES, type BoardSource } from '../posting.ts';

export const DEFAULT_MIN_INTERVAL_MS = 500;

export type SourceLimits = Partial<Record<BoardSource, { minIntervalMs: number }>>;

export type SourceRateLimiter = {
  /**
   * Resolves when the next request to the source may go: at most one per the source's interval, never while the
   * source is paused, callers served in the order they asked. Rejects with the signal's reason when it aborts first.
   */
  wait(source: BoardSource, signal?: AbortSignal): Promise<void>;
  /** Holds every request to the source until the date (a 429's Retry-After); an earlier date changes nothing. */
  pauseUntil(source: BoardSource, until: Date): void;
};

type Waiter = { resolve: () => void; reject: (reason: unknown) => void; signal: AbortSignal | undefined };

/** One source's queue; its timer runs only while someone waits. */
class SourceQueue {
  private readonly minIntervalMs: number;
  private readonly waiters: Waiter[] = [];
  private lastGrantedAt = Number.NEGATIVE_INFINITY;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(minIntervalMs: number) {
    this.minIntervalMs = minIntervalMs;
  }

  wait(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
      const onAbort = () => this.abandon(waiter);
      waiter.resolve = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      waiter.reject = (reason) => {
        signal?.removeEventListener('abort', onAbort);
        reject(reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.grant();
    });
  }

  pauseUntil(until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedUntil = until;
    this.reschedule();
  }

  private abandon(waiter: Waiter): void {
    const index = this.waiters.indexOf(waiter);
    if (index < 0) return;
    this.waiters.splice(index, 1);
    waiter.reject(waiter.signal?.reason);
    if (this.waiters.length === 0) this.stopTimer();
  }

  private reschedule(): void {
    this.stopTimer();
    this.grant();
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Lets the first waiter go when its turn has come, else sets the timer for when it will. */
  private grant(): void {
    if (this.timer || this.waiters.length === 0) return;
    const now = Date.now();
    const readyAt = Math.max(this.lastGrantedAt + this.minIntervalMs, this.pausedUntil);
    if (now >= readyAt) {
      this.lastGrantedAt = now;
      this.waiters.shift()?.resolve();
      if (this.waiters.length === 0) return;
    }
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.grant();
      },
      Math.max(0, Math.max(this.lastGrantedAt + this.minIntervalMs, this.pausedUntil) - Date.now()),
    );
  }
}

/** An in-process limiter of the requests sent to each board source. */
export function createSourceRateLimiter(limits: SourceLimits = {}): SourceRateLimiter {
  const queues = new Map<BoardSource, SourceQueue>(
    BOARD_SOURCES.map((source) => [
      source,
      new SourceQueue(limits[source]?.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS),
    ]),
  );
  const queueOf = (source: BoardSource): SourceQueue => {
    const queue = queues.get(source);
    if (!queue) throw new Error(`Unknown board source: ${source}`);
    return queue;
  };
  return {
    wait: (source, signal) => queueOf(source).wait(signal),
    pauseUntil: (source, until) => queueOf(source).pauseUntil(until.getTime()),
  };
}
