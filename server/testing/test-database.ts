import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { ensureSampleCatalogue } from '#server/features/jobs/sample-catalogue.ts';

/** Where each test's fresh database is copied from: a migrated PGlite snapshot, or a migrated PostgreSQL template. */
export type TestDatabaseSource =
  | { driver: 'pglite'; snapshotPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string };

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

/** Run once per test run: one database, migrated and holding the sample catalogue as at start-up, that every test copies. */
export async function prepareTestDatabaseSource(serverUrl: string | undefined): Promise<{
  source: TestDatabaseSource;
  dispose(): Promise<void>;
}> {
  if (serverUrl) {
    const templateName = `cp_test_template_${process.pid}`;
    await dropDatabase(serverUrl, templateName);
    await withServer(serverUrl, (client) => client.query(`create database "${templateName}"`));
    const template = connectPostgres(databaseUrl(serverUrl, templateName));
    await template.migrate();
    await ensureSampleCatalogue(template.db);
    await template.close();
    return {
      source: { driver: 'postgres', serverUrl, templateName },
      dispose: () => dropDatabase(serverUrl, templateName),
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 'careerpilot-test-'));
  const client = await PGlite.create();
  const handle = connectPglite(client);
  await handle.migrate();
  await ensureSampleCatalogue(handle.db);
  const snapshot = await client.dumpDataDir('none');
  await handle.close();
  const snapshotPath = join(directory, 'migrated.tar');
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  return {
    source: { driver: 'pglite', snapshotPath },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

let pgliteSnapshot: Blob | undefined;

/** A database of its own for one test, already migrated; closing it also discards it. */
export async function createTestDatabase(source: TestDatabaseSource): Promise<DatabaseHandle> {
  if (source.driver === 'pglite') {
    pgliteSnapshot ??= new Blob([await readFile(source.snapshotPath)]);
    return connectPglite(await PGlite.create({ loadDataDir: pgliteSnapshot }));
  }
  const name = `cp_test_${randomUUID().replaceAll('-', '')}`;
  await withServer(source.serverUrl, (client) =>
    client.query(`create database "${name}" template "${source.templateName}"`),
  );
  const handle = connectPostgres(databaseUrl(source.serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(source.serverUrl, name);
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
  const name = `cp_test_${randomUUID().replaceAll('-', '')}`;
  await withServer(source.serverUrl, (client) =>
    client.query(`create database "${name}" template "${source.templateName}"`),
  );
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
