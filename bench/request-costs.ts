import autocannon from 'autocannon';
import { buildClientIfStale } from '../scripts/build-client-if-stale.ts';
import { cpuSpent, readCpu } from './cpu-time.ts';
import { freshDatabase, newUsers, resumeUpload, workloadRequests } from './mixed-load.ts';
import { startServer } from './server-process.ts';

/**
 * `node bench/request-costs.ts`: what each request of the mixed workload costs alone, on PostgreSQL: requests per
 * second with a few connections, and the CPU time per request of the server (all its threads, then by kind: the event
 * loop, the worker threads that read files and run the engine, V8's helpers) and of the PostgreSQL backends serving
 * it. With `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=…'` the server also writes a profile for
 * `node bench/profile-summary.ts`. Settings: `COST_CONNECTIONS`, `COST_SECONDS`, `COST_ONLY`, `BENCH_PORT`.
 */
const CONNECTIONS = Number(process.env.COST_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.COST_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4332);
const DATABASE = 'careerpilot_costs';
/** Only the requests whose name contains this, e.g. COST_ONLY=upload. */
const ONLY = process.env.COST_ONLY ?? '';

await buildClientIfStale();
const url = await freshDatabase(DATABASE);
const server = await startServer({ port: PORT, databaseUrl: url });
try {
  const users = await newUsers(server.url);
  const rows = [];
  const requests = workloadRequests(server.url, users, await resumeUpload());
  for (const { name, request } of requests.filter((each) => each.name.includes(ONLY))) {
    const cpuBefore = await readCpu(server.pid, url);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [request],
    });
    const cpu = cpuSpent(cpuBefore, await readCpu(server.pid, url));
    const requests = result.requests.total;
    const perRequest = (ms: number) => (ms / requests).toFixed(2);
    rows.push({
      request: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'non-2xx': result.non2xx + result.errors,
      'server CPU ms/req': perRequest(cpu.serverMs),
      'event loop': perRequest(cpu.eventLoopMs),
      'worker threads': perRequest(cpu.workersMs),
      'V8 helpers': perRequest(cpu.v8HelpersMs),
      'PostgreSQL CPU ms/req': perRequest(cpu.databaseMs),
    });
  }
  console.log(`\nEach request of the mixed workload alone: ${CONNECTIONS} connections, ${SECONDS} s`);
  console.table(rows);
} finally {
  await server.stop();
}
