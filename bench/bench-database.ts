import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { databaseUrl } from '#server/testing/test-database.ts';

/** An empty database of this name on the PostgreSQL server at `serverUrl` (dropped first); answers its URL. */
export async function freshDatabaseOn(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

/**
 * A database of one benchmark's own: embedded, or with BENCH_DATABASE_URL an empty one of this name on the same
 * PostgreSQL server. Not BENCH_DATABASE_URL itself: the app under benchmark runs on it, and another instance
 * started there later found a hundred thousand postings of this benchmark's to reconcile.
 */
export async function ownBenchDatabase(name: string): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? connectPostgres(await freshDatabaseOn(url, name)) : connectPglite(await PGlite.create());
}
