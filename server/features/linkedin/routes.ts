import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import { linkedinProfileSchema, profileOptimizeRequestSchema } from '#common/api/linkedin.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { linkedinRepository } from './repository.ts';

const linkedinRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = linkedinRepository(app.db);
  const careerProfiles = careerRepository(app.db);

  app.get(
    '/linkedin/profile',
    {
      schema: {
        summary: "The current user's optimised profile, or null before the first optimisation",
        tags: ['linkedin'],
        response: { 200: linkedinProfileSchema.nullable() },
      },
    },
    async (request) => profiles.find((await request.viewer()).id),
  );

  app.post(
    '/linkedin/optimize',
    {
      schema: {
        summary: 'Score a headline, summary and skills, and store the profile with rewrites and advice',
        tags: ['linkedin'],
        body: profileOptimizeRequestSchema,
        response: { 200: linkedinProfileSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await app.ai.optimizeProfile({
        ...request.body,
        targetRole: await careerProfiles.savedTargetRole((await request.viewer()).id),
      });
      return profiles.save((await request.currentUser()).id, request.body, result);
    },
  );
};

export default linkedinRoutes;
