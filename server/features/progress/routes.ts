import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { EMPTY_PROGRESS } from '#common/progress.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { dashboardActivity, recentActivity } from './activity.ts';
import { progressOf } from './repository.ts';

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(ENDPOINTS.progress, {
      summary: "The current user's progress, derived from what they have done",
      tags: ['progress'],
    }),
    handler: async (request, reply) => {
      // A visitor who has saved nothing has no row, so nothing to read.
      const user = await request.sessionUser();
      if (!user) return EMPTY_PROGRESS;
      return app.userReads.send(reply, user.id, 'progress', () => progressOf(app.db, app.engine, user.id));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.activity, {
      summary:
        "The current user's latest steps across the product, newest first; with view=dashboard, the dashboard's panel: the 3 latest resume analyses, then the 2 latest practice sessions",
      tags: ['progress'],
    }),
    handler: async (request) => {
      const user = await request.sessionUser();
      if (!user) return [];
      return request.query.view === 'dashboard'
        ? dashboardActivity(app.db, user.id)
        : recentActivity(app.db, user.id);
    },
  });
};

export default progressRoutes;
