import { setTimeout as sleep } from 'node:timers/promises';
import { Piscina } from 'piscina';
import { afterEach, describe, expect, it } from 'vitest';
import { asArrivedNow, inArrivalOrder } from './in-arrival-order.ts';

type WaitTask = { name: string; waitMs: number };

const pools: Piscina[] = [];

/** One thread, started before the test so that no task waits for it to load. */
async function oneThread() {
  const pool = new Piscina<WaitTask, string>({
    filename: new URL('./testing/wait-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
  });
  pools.push(pool);
  await pool.run({ name: 'warm-up', waitMs: 0 });
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.destroy()));
});

/** The names of the tasks, in the order they finished. */
function finishOrder(runs: Promise<string>[]): Promise<string[]> {
  const finished: string[] = [];
  return Promise.all(runs.map((run) => run.then((name) => finished.push(name)))).then(() => finished);
}

describe('inArrivalOrder', () => {
  it('starts tasks that carry a time limit first come, first served', async () => {
    const { run } = inArrivalOrder(await oneThread());
    const names = Array.from({ length: 8 }, (_, index) => `task ${index}`);
    const runs = [
      run({ name: 'busy', waitMs: 50 }, { signal: AbortSignal.timeout(10_000) }),
      ...names.map((name) => run({ name, waitMs: 5 }, { signal: AbortSignal.timeout(10_000) })),
    ];
    expect(await finishOrder(runs)).toEqual(['busy', ...names]);
  });

  it("starts a request's task before those of requests that arrived after it", async () => {
    const { run } = inArrivalOrder(await oneThread());
    const busy = run({ name: 'busy', waitMs: 100 });
    const first = new Promise<string>((resolve) =>
      asArrivedNow(() => {
        // This request's task is asked for after the second request's, as an upload's analysis follows its reading.
        void sleep(20).then(() => resolve(run({ name: 'first request', waitMs: 5 })));
      }),
    );
    const second = new Promise<string>((resolve) =>
      asArrivedNow(() => resolve(run({ name: 'second request', waitMs: 5 }))),
    );
    expect(await finishOrder([busy, first, second])).toEqual(['busy', 'first request', 'second request']);
  });

  it('lets a task whose signal aborts while it waits go with an AbortError, never run', async () => {
    const pool = await oneThread();
    const { run } = inArrivalOrder(pool);
    const busy = run({ name: 'busy', waitMs: 100 });
    const waiting = run({ name: 'gives up', waitMs: 5 }, { signal: AbortSignal.timeout(20) });
    const after = run({ name: 'after', waitMs: 5 });
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(await finishOrder([busy, after])).toEqual(['busy', 'after']);
    expect(pool.completed).toBe(3);
  });

  it('refuses a task whose signal has already aborted', async () => {
    const { run } = inArrivalOrder(await oneThread());
    await expect(run({ name: 'late', waitMs: 0 }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses the tasks still waiting when destroyed, and any asked for after', async () => {
    const pool = await oneThread();
    const ordered = inArrivalOrder(pool);
    const busy = ordered.run({ name: 'busy', waitMs: 1000 });
    const waiting = ordered.run({ name: 'waiting', waitMs: 5 }, { signal: AbortSignal.timeout(10_000) });
    const refused = expect(waiting).rejects.toThrow('The worker pool was stopped');
    const stopped = expect(busy).rejects.toThrow();
    await ordered.destroy();
    await refused;
    await stopped;
    await expect(ordered.run({ name: 'after', waitMs: 0 })).rejects.toThrow('The worker pool was stopped');
    expect(pool.threads).toHaveLength(0);
  });
});
