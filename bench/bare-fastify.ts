import Fastify from 'fastify';

/**
 * The yardstick of the hot-read benchmark: Fastify with nothing of the app, answering a small JSON GET, as
 * `node bench/bare-fastify.ts` on PORT (started by bench/hot-reads.ts in its own process, as the app is).
 */
const app = Fastify({ logger: false });
app.get('/api/hello', async () => ({ message: 'hello', at: Date.now() }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
