import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { dashboardActivity, recentActivity } from './activity.ts';
import { progressOf } from './repository.ts';

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(ENDPOINTS.progress, {
      summary: "The current user's progress, derived from what they have done",
      tags: ['progress'],
    }),
    handler: async (request) => progressOf(app.db, app.engine, (await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.activity, {
      summary:
        "The current user's latest steps across the product, newest first; with view=dashboard, the dashboard's panel: the 3 latest resume analyses, then the 2 latest practice sessions",
      tags: ['progress'],
    }),
    handler: async (request) => {
      const userId = (await request.viewer()).id;
      return request.query.view === 'dashboard'
        ? dashboardActivity(app.db, userId)
        : recentActivity(app.db, userId);
    },
  });
};

export default progressRoutes;
