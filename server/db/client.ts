import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseDriver = 'pglite' | 'postgres';

/** How to reach the database outside Drizzle: the job engine opens its own pool, or shares the embedded client. */
export type DatabaseConnection =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; connectionString: string };

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  connection: DatabaseConnection;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that lets one of several starting instances migrate at a time. */
const MIGRATION_LOCK_ID = 727_274_401;

/** PostgreSQL when a URL is given, else the embedded PGlite persisted under `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.databasePoolSize);
  const directory = join(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const unlock = lockDataDirectory(options.dataDir);
  try {
    const handle = connectPglite(await PGlite.create(directory));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function connectPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    connection: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Connections kept to PostgreSQL at most, unless DATABASE_POOL_SIZE says otherwise: under load every request waits
 * for one, and 10 left requests queued in the process while PostgreSQL had cores to spare (decision 0034).
 */
export const DEFAULT_POOL_SIZE = 20;

export function connectPostgres(connectionString: string, poolSize = DEFAULT_POOL_SIZE): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection (a server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    driver: 'postgres',
    connection: { kind: 'postgres', connectionString },
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
