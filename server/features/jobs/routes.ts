import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import { jobIdParamsSchema, jobMatchSchema } from '#common/api/jobs.ts';
import { PLANS } from '#common/plans.ts';
import { HttpError } from '#server/http-error.ts';
import { jobRepository } from './repository.ts';

const hiddenMatch = (visible: number) =>
  `The ${PLANS.free.name} plan shows your ${visible} best matches, and this job is not one of them. Upgrade to ${PLANS['full-suite'].name} to see and apply to all your matches.`;

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
      const user = await request.viewer();
      return jobs.matches(user.id, { visible: await app.planLimits.visibleJobMatches(user.id) });
    },
  );

  app.patch(
    '/jobs/:id/apply',
    {
      schema: {
        summary: 'Mark one of the user’s job matches as applied to (applying again changes nothing)',
        tags: ['jobs'],
        params: jobIdParamsSchema,
        response: {
          200: jobMatchSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await request.viewer();
      const jobId = request.params.id;
      const visible = await app.planLimits.visibleJobMatches(user.id);
      const match = (await jobs.matches(user.id, { visible })).find((shown) => shown.id === jobId);
      if (!match) {
        if (visible !== null && (await jobs.match(user.id, jobId)))
          throw new HttpError(402, hiddenMatch(visible));
        throw new HttpError(404, 'No job match with this id. Save your career profile to get matches.');
      }
      await jobs.apply(user.id, jobId);
      return { ...match, isApplied: true };
    },
  );
};

export default jobRoutes;
