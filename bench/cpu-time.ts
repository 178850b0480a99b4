import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';

/** Linux counts CPU time in clock ticks of 10 ms. */
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** The name and the user plus system CPU time in milliseconds of a /proc stat line; empty when it is gone. */
function readStat(stat: string): { name: string; ms: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    ms: (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS_PER_MS,
  };
}

/** User plus system CPU time of a process (all its threads) in milliseconds (Linux). */
async function cpuMs(pid: number): Promise<number> {
  return readStat(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).ms;
}

/**
 * The CPU time of a process's threads so far, summed by thread name: Node names its event loop "MainThread", the
 * worker threads "WorkerThread" and V8's helpers (garbage collection, compilation) "V8Worker".
 */
async function cpuMsByThreadName(pid: number): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const thread of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const { name, ms } = readStat(await readFile(`/proc/${pid}/task/${thread}/stat`, 'utf8').catch(() => ''));
    if (name) byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return byName;
}

/** The CPU time of the PostgreSQL backends connected to the database. */
async function backendsCpuMs(url: string): Promise<number> {
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

type CpuReading = { serverMs: number; serverThreadsMs: Map<string, number>; databaseMs: number };

/** The CPU time so far of a server process (in all, and by thread name) and of its PostgreSQL backends. */
export async function readCpu(pid: number, databaseUrl: string): Promise<CpuReading> {
  return {
    serverMs: await cpuMs(pid),
    serverThreadsMs: await cpuMsByThreadName(pid),
    databaseMs: await backendsCpuMs(databaseUrl),
  };
}

/**
 * The CPU time spent between two readings: the server's from the process, which keeps the time of threads that have
 * exited; by the kind of its threads, of those still running at the end; and PostgreSQL's.
 */
export function cpuSpent(before: CpuReading, after: CpuReading) {
  const ofThreads = (name: string) =>
    (after.serverThreadsMs.get(name) ?? 0) - (before.serverThreadsMs.get(name) ?? 0);
  return {
    serverMs: after.serverMs - before.serverMs,
    eventLoopMs: ofThreads('MainThread'),
    workersMs: ofThreads('WorkerThread'),
    v8HelpersMs: ofThreads('V8Worker'),
    databaseMs: after.databaseMs - before.databaseMs,
  };
}
