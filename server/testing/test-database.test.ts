import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { jobs, users } from '#server/db/schema/index.ts';
import { createJobEngine } from '#server/jobs/engine.ts';
import { createTestDatabase } from './test-database.ts';

/** Each step opens the worker's next test database, as the next test would, and closes it when done. */
async function withTestDatabase<T>(
  use: (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) => Promise<T>,
) {
  const database = await createTestDatabase(inject('testDatabase'));
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

const catalogueSize = (db: Parameters<Parameters<typeof withTestDatabase>[0]>[0]) =>
  db
    .select({ value: count() })
    .from(jobs)
    .then(([row]) => row?.value);

describe('test databases', () => {
  it('give every test the migrated state, whatever the test before wrote', async () => {
    const migratedCatalogue = await withTestDatabase(catalogueSize);
    await withTestDatabase(async (db) => {
      await db.insert(users).values({ email: 'first@example.com', isGuest: false });
    });

    await withTestDatabase(async (db) => {
      expect(await db.select().from(users)).toEqual([]);
      expect(await catalogueSize(db)).toBe(migratedCatalogue);
      const [user] = await db
        .insert(users)
        .values({ email: 'second@example.com', isGuest: false })
        .returning();
      expect(user?.email).toBe('second@example.com');
    });
  });

  it('do not hand on a database whose sample catalogue a test changed', async () => {
    const [firstJob] = await withTestDatabase((db) => db.select().from(jobs).limit(1));
    if (!firstJob) throw new Error('The migrated database holds no sample catalogue');
    const expectFirstJobAsMigrated = () =>
      withTestDatabase(async (db) => {
        expect(await db.select().from(jobs).where(eq(jobs.id, firstJob.id))).toEqual([firstJob]);
      });

    await withTestDatabase((db) =>
      db.update(jobs).set({ title: 'Changed by a test' }).where(eq(jobs.id, firstJob.id)),
    );
    await expectFirstJobAsMigrated();
    await withTestDatabase((db) => db.delete(jobs).where(eq(jobs.id, firstJob.id)));
    await expectFirstJobAsMigrated();
  });

  it('do not hand on a database whose schema a test changed', async () => {
    await withTestDatabase((db) => db.execute(sql`create table left_behind (id int)`));

    await withTestDatabase(async (db) => {
      const leftBehind = await db.select().from(jobs).where(sql`to_regclass('left_behind') is not null`);
      expect(leftBehind).toEqual([]);
    });
  });

  it('give every test the job engine as installed, whatever an engine before wrote', async () => {
    const engineState = async (db: Parameters<Parameters<typeof withTestDatabase>[0]>[0]) => {
      // Both drivers answer with { rows }, which Drizzle's type for either leaves unknown.
      const { rows } = (await db.execute(
        sql`select (select count(*)::int from pgboss.job) as jobs, (select count(*)::int from pgboss.queue) as queues,
          (select row_to_json(v)::text from pgboss.version v) as version`,
      )) as { rows: unknown[] };
      return rows;
    };
    const installed = await withTestDatabase(engineState);
    expect(installed).toEqual([{ jobs: 0, queues: 0, version: expect.stringContaining('"cron_on":null') }]);
    const database = await createTestDatabase(inject('testDatabase'));
    const engine = createJobEngine(database);
    try {
      await engine.define('boards.refresh', async () => {});
      await engine.start();
      await engine.send('boards.refresh', { board: 'lever:netflix' });
      await engine.schedule('boards.refresh', '0 * * * *');
    } finally {
      await engine.stop();
      await database.close();
    }

    expect(await withTestDatabase(engineState)).toEqual(installed);
  });
});
