import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { PLANS } from '#common/plans.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { jobRepository } from './repository.ts';

const hiddenMatch = (visible: number) =>
  `The ${PLANS.free.name} plan shows your ${visible} best matches, and this job is not one of them. Upgrade to ${PLANS['full-suite'].name} to see and apply to all your matches.`;

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = jobRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.jobMatches, {
      summary: "The current user's job matches, best first (the Free plan sees the first five)",
      tags: ['jobs'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      return jobs.matches(user.id, { visible: await app.planLimits.visibleJobMatches(user.id) });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.applyJob, {
      summary: 'Mark one of the user’s job matches as applied to (applying again changes nothing)',
      tags: ['jobs'],
    }),
    handler: async (request) => {
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
  });
};

export default jobRoutes;
