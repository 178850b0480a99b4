import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildClientIfStale } from '../scripts/build-client-if-stale.ts';
import { freshDatabase, newUsers, resumeUpload, workloadRequests } from './mixed-load.ts';
import { startServer } from './server-process.ts';

/**
 * `node bench/request-costs.ts`: what each request of the mixed workload costs alone, on PostgreSQL: requests per
 * second with a few connections, and the CPU time per request of the server (all its threads, and its main thread alone) and of the
 * PostgreSQL backends serving it. With `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=…'` the server also writes a
 * profile for `node bench/profile-summary.ts`. Settings: `COST_CONNECTIONS`, `COST_SECONDS`, `COST_ONLY`, `BENCH_PORT`.
 */
const CONNECTIONS = Number(process.env.COST_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.COST_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4332);
const DATABASE = 'careerpilot_costs';
/** Only the requests whose name contains this, e.g. COST_ONLY=upload. */
const ONLY = process.env.COST_ONLY ?? '';
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** User plus system CPU time of a process (all its threads), or of one thread, in milliseconds (Linux). */
async function cpuMs(pid: number, thread?: number): Promise<number> {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = await readFile(path, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS_PER_MS;
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

await buildClientIfStale();
const url = await freshDatabase(DATABASE);
const server = await startServer({ port: PORT, databaseUrl: url });
try {
  const users = await newUsers(server.url);
  const rows = [];
  const requests = workloadRequests(server.url, users, await resumeUpload());
  for (const { name, request } of requests.filter((each) => each.name.includes(ONLY))) {
    const [serverBefore, mainBefore, databaseBefore] = [
      await cpuMs(server.pid),
      await cpuMs(server.pid, server.pid),
      await backendsCpuMs(url),
    ];
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [request],
    });
    const [serverAfter, mainAfter, databaseAfter] = [
      await cpuMs(server.pid),
      await cpuMs(server.pid, server.pid),
      await backendsCpuMs(url),
    ];
    const requests = result.requests.total;
    rows.push({
      request: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'non-2xx': result.non2xx + result.errors,
      'server CPU ms/req': ((serverAfter - serverBefore) / requests).toFixed(2),
      'of which main thread': ((mainAfter - mainBefore) / requests).toFixed(2),
      'PostgreSQL CPU ms/req': ((databaseAfter - databaseBefore) / requests).toFixed(2),
    });
  }
  console.log(`\nEach request of the mixed workload alone: ${CONNECTIONS} connections, ${SECONDS} s`);
  console.table(rows);
} finally {
  await server.stop();
}
