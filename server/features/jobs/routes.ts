import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { hiddenMatchMessage, NO_MATCH } from '#server/plans/allowances.ts';
import { jobRepository } from './repository.ts';

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
      const match = await jobs.shownMatch(user.id, jobId, visible);
      if (match === 'hidden') throw new HttpError(402, hiddenMatchMessage(visible ?? 0));
      if (!match) throw new HttpError(404, NO_MATCH);
      await jobs.apply(user.id, jobId);
      return { ...match, isApplied: true };
    },
  });
};

export default jobRoutes;
