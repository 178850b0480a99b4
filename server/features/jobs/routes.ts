import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import { jobIdParamsSchema, jobMatchSchema } from '#common/api/jobs.ts';
import { HttpError } from '#server/http-error.ts';
import { jobRepository } from './repository.ts';

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = jobRepository(app.db);

  app.get(
    '/jobs/matches',
    {
      schema: {
        summary: "The current user's job matches, best first (the Free plan sees the first five)",
        tags: ['jobs'],
        response: { 200: z.array(jobMatchSchema) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const [matches, visible] = await Promise.all([
        jobs.matches(user.id),
        app.planLimits.visibleJobMatches(user.id),
      ]);
      return visible === null ? matches : matches.slice(0, visible);
    },
  );

  app.patch(
    '/jobs/:id/apply',
    {
      schema: {
        summary: 'Mark one of the user’s job matches as applied to (applying again changes nothing)',
        tags: ['jobs'],
        params: jobIdParamsSchema,
        response: { 200: jobMatchSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const applied = await jobs.apply(user.id, request.params.id);
      const match = applied ? await jobs.match(user.id, request.params.id) : undefined;
      if (!match)
        throw new HttpError(404, 'No job match with this id. Save your career profile to get matches.');
      return match;
    },
  );
};

export default jobRoutes;
