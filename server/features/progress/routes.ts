import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activitySchema, progressSchema } from '#common/api/progress.ts';
import { recentActivity } from './activity.ts';
import { progressOf } from './repository.ts';

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress',
    {
      schema: {
        summary: "The current user's progress, derived from what they have done",
        tags: ['progress'],
        response: { 200: progressSchema },
      },
    },
    async (request) => progressOf(app.db, app.engine, (await request.viewer()).id),
  );

  app.get(
    '/activity',
    {
      schema: {
        summary: "The current user's latest steps across the product, newest first",
        tags: ['progress'],
        response: { 200: z.array(activitySchema) },
      },
    },
    async (request) => recentActivity(app.db, (await request.viewer()).id),
  );
};

export default progressRoutes;
