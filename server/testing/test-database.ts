import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { ensureSampleCatalogue } from '#server/features/jobs/sample-catalogue.ts';
import { installJobSchema, JOB_SCHEMA } from '#server/jobs/engine.ts';

/** Where each test's fresh database is copied from: a migrated PGlite snapshot, or a migrated PostgreSQL template. */
export type TestDatabaseSource = (
  | { driver: 'pglite'; snapshotPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string }
) & { migrated: MigratedState };

/**
 * The migrated database as every test must find it: the tables it holds rows in (the sample catalogue, the
 * migration journal), the first transaction id a later write gets, and a fingerprint of the rest. The job
 * engine's tables are bookkeeping every app that starts writes to (its version row records when each instance
 * last claimed the cron and maintenance passes), so the reset writes back their rows as migrated.
 */
type MigratedState = {
  filledTables: string[];
  restoredTables: { table: string; rowsJson: string }[];
  firstLaterWrite: number;
  fingerprint: string;
};

type RunQuery = (query: string) => Promise<Record<string, unknown>[]>;

async function firstValue(run: RunQuery, query: string): Promise<unknown> {
  const [row] = await run(query);
  return row && Object.values(row)[0];
}

const queryRunner =
  (client: { query(query: string): Promise<{ rows: unknown[] }> }): RunQuery =>
  async (query) =>
    (await client.query(query)).rows as Record<string, unknown>[];

const USER_TABLES = `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
  from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

async function userTables(run: RunQuery): Promise<string[]> {
  return (await run(USER_TABLES)).map(({ name }) => String(name));
}

/** Row counts of every table, the sequences and the size of the catalogue: what a test may have changed. */
async function fingerprint(run: RunQuery): Promise<string> {
  const tables = await userTables(run);
  const counts = await run(
    tables
      .map((table) => `select '${table}' as name, count(*)::int as count from ${table}`)
      .join(' union all '),
  );
  const sequences = await run(
    `select schemaname, sequencename, last_value from pg_sequences order by schemaname, sequencename`,
  );
  const catalogue = await run(
    `select (select count(*)::int from pg_class) as relations, (select count(*)::int from pg_attribute) as columns`,
  );
  return JSON.stringify([counts, sequences, catalogue]);
}

const isJobEngineTable = (table: string) => table.startsWith(`${JOB_SCHEMA}.`);

async function readMigratedState(run: RunQuery): Promise<MigratedState> {
  const tables = await userTables(run);
  const filledTables: string[] = [];
  const restoredTables: MigratedState['restoredTables'] = [];
  for (const table of tables) {
    if (!(await firstValue(run, `select exists (select from ${table})`))) continue;
    if (!isJobEngineTable(table)) {
      filledTables.push(table);
      continue;
    }
    const rowsJson = String(await firstValue(run, `select json_agg(t)::text from ${table} t`));
    restoredTables.push({ table, rowsJson });
  }
  const xid = await firstValue(run, 'select (pg_current_xact_id()::text::bigint % 4294967296)::text');
  return { filledTables, restoredTables, firstLaterWrite: Number(xid), fingerprint: await fingerprint(run) };
}

async function restoreRows(run: RunQuery, { table, rowsJson }: MigratedState['restoredTables'][number]) {
  if (rowsJson.includes('$rows$')) throw new Error(`the migrated rows of ${table} cannot be quoted`);
  await run(
    `insert into ${table} select * from json_populate_recordset(null::${table}, $rows$${rowsJson}$rows$)`,
  );
}

/**
 * Empties every table the migrated database holds no rows in, writes back the job engine's rows, and checks that
 * the rest is as migrated: no row of a filled table written since, the same counts, sequences and schema. False
 * when it is not: the database must go.
 */
async function resetToMigratedState(run: RunQuery, migrated: MigratedState): Promise<boolean> {
  try {
    const emptied = (await userTables(run)).filter((table) => !migrated.filledTables.includes(table));
    if (emptied.length > 0) await run(`truncate ${emptied.join(', ')} restart identity cascade`);
    for (const restored of migrated.restoredTables) await restoreRows(run, restored);
    for (const table of migrated.filledTables) {
      const laterRow = `select exists (select from ${table} where xmin::text::bigint >= ${migrated.firstLaterWrite})`;
      if (await firstValue(run, laterRow)) return false;
    }
    return (await fingerprint(run)) === migrated.fingerprint;
  } catch {
    return false;
  }
}

export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

/**
 * Run once per test run: one database, migrated, holding the sample catalogue and the job engine's tables as at
 * start-up, that every test copies.
 */
export async function prepareTestDatabaseSource(
  serverUrl: string | undefined,
  projectName: string,
): Promise<{
  source: TestDatabaseSource;
  dispose(): Promise<void>;
}> {
  if (serverUrl) {
    const prefix = testDatabasePrefix(projectName);
    const templateName = `${prefix}template`;
    await dropDatabase(serverUrl, templateName);
    await withServer(serverUrl, (client) => client.query(`create database "${templateName}"`));
    const template = connectPostgres(databaseUrl(serverUrl, templateName));
    await template.migrate();
    await ensureSampleCatalogue(template.db);
    await installJobSchema(template);
    await template.close();
    const migrated = await withServer(databaseUrl(serverUrl, templateName), (client) =>
      readMigratedState(queryRunner(client)),
    );
    return {
      source: { driver: 'postgres', serverUrl, templateName, migrated },
      dispose: () => dropTestDatabases(serverUrl, prefix),
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 'careerpilot-test-'));
  const client = await PGlite.create();
  const handle = connectPglite(client);
  await handle.migrate();
  await ensureSampleCatalogue(handle.db);
  await installJobSchema(handle);
  const snapshot = await client.dumpDataDir('none');
  await handle.close();
  const snapshotPath = join(directory, 'migrated.tar');
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  const loaded = await PGlite.create({ loadDataDir: snapshot });
  const migrated = await readMigratedState(queryRunner(loaded));
  await loaded.close();
  return {
    source: { driver: 'pglite', snapshotPath, migrated },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

let pgliteSnapshot: Blob | undefined;

async function loadPgliteSnapshot(snapshotPath: string): Promise<PGlite> {
  pgliteSnapshot ??= new Blob([await readFile(snapshotPath)]);
  return PGlite.create({ loadDataDir: pgliteSnapshot });
}

/**
 * The template and every copy of one project in this test run share the prefix, so the project's end drops what its
 * workers kept, and two projects of one run never take each other's template.
 */
const testDatabasePrefix = (projectName: string) =>
  `cp_test_${process.pid}_${projectName.replaceAll(/[^a-z0-9]/gi, '').slice(0, 12)}_`;

async function dropTestDatabases(serverUrl: string, prefix: string): Promise<void> {
  const names = await withServer(serverUrl, (client) =>
    client.query<{ datname: string }>('select datname from pg_database where left(datname, $1) = $2', [
      prefix.length,
      prefix,
    ]),
  );
  for (const { datname } of names.rows) await dropDatabase(serverUrl, datname);
}

async function createPostgresDatabase(serverUrl: string, templateName: string): Promise<string> {
  // 20 hex digits of randomness keep the longest name within PostgreSQL's 63 characters.
  const name = `${templateName}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withServer(serverUrl, (client) =>
    client.query(`create database "${name}" template "${templateName}"`),
  );
  return name;
}

/**
 * A database an earlier test in this worker closed, emptied back to the migrated state: copying a fresh one
 * costs far more than emptying the tables a test wrote to.
 */
let spare: { pglite: PGlite } | { postgresName: string } | undefined;

/** A database of its own for one test, in the migrated state; closing it empties it for the next test or discards it. */
export async function createTestDatabase(source: TestDatabaseSource): Promise<DatabaseHandle> {
  const reused = spare;
  spare = undefined;
  if (source.driver === 'pglite') {
    const client =
      reused && 'pglite' in reused ? reused.pglite : await loadPgliteSnapshot(source.snapshotPath);
    const handle = connectPglite(client);
    return {
      ...handle,
      close: async () => {
        if (client.closed) return;
        if (await resetToMigratedState(queryRunner(client), source.migrated)) spare = { pglite: client };
        else await client.close();
      },
    };
  }
  const name =
    reused && 'postgresName' in reused
      ? reused.postgresName
      : await createPostgresDatabase(source.serverUrl, source.templateName);
  const handle = connectPostgres(databaseUrl(source.serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const reset = await withServer(databaseUrl(source.serverUrl, name), (client) =>
        resetToMigratedState(queryRunner(client), source.migrated),
      ).catch(() => false);
      if (reset) spare = { postgresName: name };
      else await dropDatabase(source.serverUrl, name);
    },
  };
}

/**
 * One fresh database that several app instances use at once, as behind a load balancer: each `connect()` is an
 * instance's own connection pool on PostgreSQL. PGlite allows one process, so there every instance shares its
 * client, and counts through SQL as the PostgreSQL deployment does.
 */
export async function createSharedTestDatabase(source: TestDatabaseSource) {
  if (source.driver === 'pglite') {
    const shared = await createTestDatabase(source);
    return {
      connect: async (): Promise<DatabaseHandle> => ({
        ...shared,
        driver: 'postgres',
        close: async () => {},
      }),
      dispose: () => shared.close(),
    };
  }
  const name = await createPostgresDatabase(source.serverUrl, source.templateName);
  const handles: DatabaseHandle[] = [];
  return {
    connect: async (): Promise<DatabaseHandle> => {
      const handle = connectPostgres(databaseUrl(source.serverUrl, name));
      handles.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropDatabase(source.serverUrl, name);
    },
  };
}
