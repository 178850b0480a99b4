import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '#common/api/auth.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    { schema: { summary: 'The current visitor', tags: ['auth'], response: { 200: currentUserSchema } } },
    async (request) => request.currentUser(),
  );
};

export default authRoutes;
