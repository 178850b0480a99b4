import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '#server/db/client.ts';

const statusSchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({ message: z.string() });

/** Liveness answers while the process runs; readiness also needs the database. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: notReadySchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ message: 'The database is not reachable' });
      }
    },
  );
};

export default healthRoutes;
