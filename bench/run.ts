import { buildClientIfStale } from '../scripts/build-client-if-stale.ts';
import { benchmarkApiLoad } from './api-load.ts';
import { benchmarkBundleSize } from './bundle-size.ts';
import { benchmarkCorpusAnalysis } from './corpus-analysis.ts';
import { benchmarkGrowth } from './growth.ts';
import { benchmarkHotReads } from './hot-reads.ts';
import { benchmarkJobBoards } from './job-boards.ts';
import { benchmarkJobMatching } from './job-matching.ts';
import { benchmarkLighthouse } from './lighthouse.ts';
import { benchmarkMixedLoad } from './mixed-load.ts';
import { benchmarkResumePipeline } from './resume-pipeline.ts';
import { startServer } from './server-process.ts';
import { benchmarkWorstInputs } from './worst-inputs.ts';

/** Lighthouse against the app with the settings it ships with (the Free plan's allowances counted, for one). */
async function benchmarkLighthouseAsShipped(): Promise<boolean> {
  const shipped = await startServer({ port: port + 1, databaseUrl, env: { PLAN_LIMITS: 'on' } });
  try {
    return await benchmarkLighthouse(shipped);
  } finally {
    await shipped.stop();
  }
}

/**
 * `npm run bench`: benchmarks against a production-mode server in its own process, on the embedded database or on
 * PostgreSQL when BENCH_DATABASE_URL is set. Exits 1 when a benchmark misses its goal.
 */
await buildClientIfStale();
const port = Number(process.env.BENCH_PORT ?? 4320);
const databaseUrl = process.env.BENCH_DATABASE_URL;
// Behind one proxy, as in production: the waitlist scenario sends its visitors' own addresses (bench/api-load.ts).
const server = await startServer({ port, databaseUrl, env: { TRUST_PROXY: '1' } });
console.log(
  `CareerPilot benchmarks on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'the embedded PGlite database'}`,
);
try {
  const results = [
    await benchmarkResumePipeline(server),
    await benchmarkCorpusAnalysis(),
    await benchmarkJobMatching(),
    await benchmarkGrowth(),
    await benchmarkJobBoards(),
    await benchmarkApiLoad(server),
    await benchmarkHotReads(server, port + 2),
    await benchmarkWorstInputs(port + 4, databaseUrl),
    await benchmarkBundleSize(),
    await benchmarkLighthouseAsShipped(),
    await benchmarkMixedLoad(port + 3),
  ];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await server.stop();
}
