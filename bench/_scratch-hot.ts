import { benchmarkHotReads } from './hot-reads.ts';
import { freshDatabase } from './mixed-load.ts';
import { startServer } from './server-process.ts';

const databaseUrl = process.env.HOT_PG ? await freshDatabase('careerpilot_hot') : undefined;
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4334), databaseUrl });
try {
  console.log(
    databaseUrl ? 'PostgreSQL' : 'PGlite',
    await benchmarkHotReads(server, Number(process.env.BENCH_PORT ?? 4334) + 1),
  );
} finally {
  await server.stop();
}
