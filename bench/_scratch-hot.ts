import { benchmarkHotReads } from './hot-reads.ts';
import { startServer } from './server-process.ts';
const server = await startServer({ port: 4334, databaseUrl: process.env.BENCH_DATABASE_URL });
try { console.log(await benchmarkHotReads(server, 4335)); } finally { await server.stop(); }
