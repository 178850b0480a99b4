import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { linkedinRepository } from './repository.ts';

const linkedinRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = linkedinRepository(app.db);
  const careerProfiles = careerRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.linkedinProfile, {
      summary: "The current user's optimised profile, or null before the first optimisation",
      tags: ['linkedin'],
    }),
    handler: async (request) => profiles.find((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.optimizeProfile, {
      summary: 'Score a headline, summary and skills, and store the profile with rewrites and advice',
      tags: ['linkedin'],
    }),
    handler: async (request) => {
      const result = await app.ai.optimizeProfile({
        ...request.body,
        targetRole: await careerProfiles.savedTargetRole((await request.viewer()).id),
      });
      return profiles.save((await request.currentUser()).id, request.body, result);
    },
  });
};

export default linkedinRoutes;
