import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { TestClock } from 'pg-boss';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import type { DatabaseConnection } from '#server/db/client.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';
import { createJobEngine, type JobEngine, JobEngineError, type JobEngineOptions } from './engine.ts';

type Connectable = { connection: DatabaseConnection };

/** Engines and databases a test opened, closed in reverse when it ends. */
function cleanupStack() {
  const steps: (() => Promise<unknown>)[] = [];
  onTestFinished(async () => {
    for (const step of steps.reverse()) await step();
  });
  return (step: () => Promise<unknown>) => steps.push(step);
}

/** A fresh database of this test's own; on PostgreSQL each `connect()` is another instance's pool. */
async function testDatabase(atEnd: ReturnType<typeof cleanupStack>) {
  const database = await createSharedTestDatabase(inject('testDatabase'));
  atEnd(() => database.dispose());
  return database;
}

function engineOn(
  handle: Connectable,
  atEnd: ReturnType<typeof cleanupStack>,
  options: JobEngineOptions = {},
) {
  const engine = createJobEngine(handle, {
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 0.5,
    maintenance: false,
    ...options,
  });
  atEnd(() => engine.stop());
  return engine;
}

async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the test clock on in half-second steps (the polling interval), letting handlers run between steps. */
async function advance(clock: TestClock, ms: number, done: () => boolean) {
  for (let moved = 0; moved < ms && !done(); moved += 500) {
    await clock.tick(500);
    await sleep(5);
  }
}

describe('the job engine', () => {
  it('runs a sent job with its data', async () => {
    const atEnd = cleanupStack();
    const engine = engineOn(await (await testDatabase(atEnd)).connect(), atEnd);
    const seen: object[] = [];
    await engine.define<{ board: string }>('boards.refresh', async (data) => {
      seen.push(data);
    });
    await engine.start();

    const id = await engine.send('boards.refresh', { board: 'greenhouse:airbnb' });

    await eventually(
      () => seen.length,
      (count) => count === 1,
    );
    expect(seen).toEqual([{ board: 'greenhouse:airbnb' }]);
    const [job] = await eventually(
      () => engine.findJobs('boards.refresh'),
      (jobs) => jobs[0]?.state === 'completed',
    );
    expect(job?.id).toBe(id);
  });

  it('retries a failing job after a doubling delay, then marks it failed and keeps its data', async () => {
    const atEnd = cleanupStack();
    const clock = new TestClock('2026-05-04T09:00:00Z');
    const engine = engineOn(await (await testDatabase(atEnd)).connect(), atEnd, { clock });
    const attempts: { at: number; retryCount: number }[] = [];
    await engine.define(
      'mail.send',
      async (_data, { retryCount }) => {
        attempts.push({ at: clock.now(), retryCount });
        throw new Error(`SMTP refused, attempt ${retryCount + 1}`);
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    await engine.start();

    await engine.send('mail.send', { to: 'grace@example.com', template: 'verify' });
    await advance(clock, 20_000, () => attempts.length === 4);

    expect(attempts.map(({ retryCount }) => retryCount)).toEqual([0, 1, 2, 3]);
    // Retry n waits between 2^(n-1) and 2^n seconds (jittered), then up to one polling interval.
    attempts.slice(1).forEach(({ at }, index) => {
      const waited = at - (attempts[index]?.at ?? 0);
      expect(waited).toBeGreaterThanOrEqual(2 ** index * 1_000);
      expect(waited).toBeLessThanOrEqual(2 ** (index + 1) * 1_000 + 1_000);
    });
    const [job] = await eventually(
      () => engine.findJobs('mail.send'),
      (jobs) => jobs[0]?.state === 'failed',
    );
    expect(job).toMatchObject({
      retryCount: 3,
      data: { to: 'grace@example.com', template: 'verify' },
      output: { message: 'SMTP refused, attempt 4' },
    });
  });

  it('runs a singleton job sent twice once, and refuses singletonKey where the policy ignores it', async () => {
    const atEnd = cleanupStack();
    const database = await testDatabase(atEnd);
    const sender = engineOn(await database.connect(), atEnd, { work: false });
    await sender.define('boards.refresh', async () => {}, { policy: 'short' });
    await sender.define('mail.send', async () => {});
    await sender.start();

    const refresh = (board: string) => sender.send('boards.refresh', { board }, { singletonKey: board });
    expect(await refresh('lever:netflix')).toEqual(expect.any(String));
    expect(await refresh('lever:netflix')).toBeNull();
    expect(await refresh('ashby:notion')).toEqual(expect.any(String));
    await expect(sender.send('mail.send', {}, { singletonKey: 'x' })).rejects.toThrow(JobEngineError);
    await expect(sender.send('nobody.defined', {})).rejects.toThrow('No job is defined as "nobody.defined"');

    const ran: string[] = [];
    const worker = engineOn(await database.connect(), atEnd);
    await worker.define<{ board: string }>('boards.refresh', async ({ board }) => void ran.push(board), {
      policy: 'short',
    });
    await worker.start();
    await eventually(
      () => ran.length,
      (count) => count >= 2,
    );
    await sleep(1_000);
    expect(ran.sort()).toEqual(['ashby:notion', 'lever:netflix']);
  });

  it('runs each job once when two instances work the same queue', async () => {
    const atEnd = cleanupStack();
    const database = await testDatabase(atEnd);
    const runs: { instance: string; id: string }[] = [];
    const instances: JobEngine[] = [];
    for (const instance of ['a', 'b']) {
      const engine = engineOn(await database.connect(), atEnd);
      await engine.define(
        'postings.match',
        async (_data, { id }) => {
          runs.push({ instance, id });
          await sleep(20);
        },
        { concurrency: 2 },
      );
      await engine.start();
      instances.push(engine);
    }

    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) => instances[index % 2]?.send('postings.match', { index })),
    );

    await eventually(
      () => runs.length,
      (count) => count >= 20,
    );
    await sleep(600);
    expect(runs.map(({ id }) => id).sort()).toEqual([...ids].sort());
  });

  it('wakes a worker on another instance as soon as a job is sent, long before its next look', async () => {
    const atEnd = cleanupStack();
    const database = await testDatabase(atEnd);
    const slowLooks = { pollingIntervalSeconds: 60, notifyPollingIntervalSeconds: 60 };
    const ran: object[] = [];
    const worker = engineOn(await database.connect(), atEnd, slowLooks);
    await worker.define('mail.send', async (data) => void ran.push(data));
    await worker.start();
    const sender = engineOn(await database.connect(), atEnd, { ...slowLooks, work: false });
    await sender.define('mail.send', async () => {});
    await sender.start();
    // The worker's first look, at start, has found nothing; the next would be a minute away.
    await sleep(500);

    await sender.send('mail.send', { mailId: 'm1' });

    await eventually(
      () => ran.length,
      (count) => count === 1,
      5_000,
    );
    expect(ran).toEqual([{ mailId: 'm1' }]);
  });

  it('keeps a job sent before a stop and runs it after a restart', async () => {
    const atEnd = cleanupStack();
    const restartable = await restartableDatabase(atEnd);

    const before = createJobEngine(await restartable.open(), { work: false, maintenance: false });
    await before.define('boards.refresh', async () => {});
    await before.start();
    await before.send('boards.refresh', { board: 'greenhouse:stripe' });
    await before.stop();
    await restartable.close();

    const ran: object[] = [];
    const after = engineOn(await restartable.open(), atEnd);
    await after.define('boards.refresh', async (data) => void ran.push(data));
    await after.start();
    await eventually(
      () => ran.length,
      (count) => count === 1,
    );
    expect(ran).toEqual([{ board: 'greenhouse:stripe' }]);
  });

  it('fires a cron schedule at its local time, across a change to summer time, once across instances', async () => {
    const atEnd = cleanupStack();
    const database = await testDatabase(atEnd);
    // 03:00 in Paris: 02:00 UTC on the last day of winter time, 01:00 UTC on the day the clocks go forward.
    const clock = new TestClock('2026-03-28T01:59:58Z');
    const runs: { instance: string; at: string; data: object }[] = [];
    for (const instance of ['a', 'b']) {
      const engine = engineOn(await database.connect(), atEnd, { clock, cronIntervalSeconds: 1 });
      await engine.define('digest.morning', async (data) => {
        runs.push({ instance, at: new Date(clock.now()).toISOString(), data });
      });
      await engine.start();
      await engine.schedule('digest.morning', '0 3 * * *', { slot: '03:00' }, { tz: 'Europe/Paris' });
    }

    await advance(clock, 8_000, () => false);
    await clock.setTime('2026-03-29T00:59:58Z');
    await advance(clock, 8_000, () => false);

    expect(runs.map(({ at }) => at.slice(0, 16))).toEqual(['2026-03-28T02:00', '2026-03-29T01:00']);
    expect(runs.map(({ data }) => data)).toEqual([{ slot: '03:00' }, { slot: '03:00' }]);
  });

  it('says what is wrong with a bad name or setting, an unknown time zone, a changed policy or a call before start', async () => {
    const atEnd = cleanupStack();
    const database = await testDatabase(atEnd);
    const engine = engineOn(await database.connect(), atEnd);
    await expect(engine.define('Bad Name', async () => {})).rejects.toThrow(JobEngineError);
    await engine.define('digest.morning', async () => {});
    await expect(engine.define('digest.morning', async () => {})).rejects.toThrow('already defined');
    await expect(engine.send('digest.morning', {})).rejects.toThrow('not running');
    await engine.start();
    await expect(
      engine.schedule('digest.morning', '0 7 * * *', {}, { tz: 'Mars/Olympus' }),
    ).rejects.toThrow();
    await expect(engine.schedule('digest.morning', 'every morning', {})).rejects.toThrow();
    await expect(engine.define('digest.morning.v2', async () => {}, { retryLimit: -1 })).rejects.toThrow();
    await expect(engine.send('digest.morning.v2', {})).rejects.toThrow('No job is defined');

    const redeployed = engineOn(await database.connect(), atEnd);
    await redeployed.define('digest.morning', async () => {}, { policy: 'short' });
    await expect(redeployed.start()).rejects.toThrow('exists with the standard policy, not short');
    expect(() =>
      createJobEngine({ connection: { kind: 'postgres', connectionString: 'x' } }, { schema: 'a;b' }),
    ).toThrow(JobEngineError);
  });
});

/** A database that can be closed and opened again: a PGlite data directory, or a PostgreSQL database. */
async function restartableDatabase(atEnd: ReturnType<typeof cleanupStack>) {
  const source = inject('testDatabase');
  if (source.driver === 'postgres') {
    const database = await testDatabase(atEnd);
    return { open: () => database.connect(), close: async () => {} };
  }
  const directory = await mkdtemp(join(tmpdir(), 'careerpilot-jobs-'));
  let client: PGlite | undefined;
  atEnd(async () => {
    await client?.close();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    open: async (): Promise<Connectable> => {
      client = await PGlite.create(directory);
      return { connection: { kind: 'pglite', client } };
    },
    close: async () => {
      await client?.close();
      client = undefined;
    },
  };
}
