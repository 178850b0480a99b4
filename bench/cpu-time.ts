import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** Linux counts CPU time in clock ticks of 10 ms. */
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** User plus system CPU time of a process (all its threads), or of one thread, in milliseconds (Linux). */
export async function cpuMs(pid: number, thread?: number): Promise<number> {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = await readFile(path, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS_PER_MS;
}

/** The CPU time of the PostgreSQL backends connected to the database. */
export async function backendsCpuMs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const times = await Promise.all(rows.map((row) => cpuMs(row.pid)));
    return times.reduce((sum, time) => sum + time, 0);
  } finally {
    await client.end();
  }
}
