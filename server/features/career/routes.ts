import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { CHAT_HISTORY_MESSAGES } from '#server/ai/provider.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { recomputeMatches } from '#server/features/jobs/recompute.ts';
import { chatContext } from './chat-context.ts';
import { careerRepository } from './repository.ts';

const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const career = careerRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.careerProfile, {
      summary: "The current user's career profile, or null before it is saved",
      tags: ['career'],
    }),
    handler: async (request) => career.find((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.saveCareerProfile, {
      summary: 'Save the career profile and recompute the job matches',
      tags: ['career'],
    }),
    handler: async (request) => {
      const user = await request.currentUser();
      const profile = await career.save(user.id, request.body);
      await recomputeMatches(app.db, app.ai, user.id, request.body, app.jobCatalogue.kind);
      return profile;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.chatHistory, {
      summary: 'The conversation with the career assistant, oldest first',
      tags: ['career'],
    }),
    handler: async (request) => career.conversation((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.sendChat, {
      summary: "Ask the career assistant; it answers from the user's own data and career knowledge",
      tags: ['career'],
    }),
    handler: async (request) => {
      const viewer = await request.viewer();
      const [history, context] = await Promise.all([
        career.recentConversation(viewer.id, CHAT_HISTORY_MESSAGES),
        app.planLimits
          .visibleJobMatches(viewer.id)
          .then((visible) => chatContext(app.db, app.engine, viewer.id, visible)),
      ]);
      const response = await app.ai.careerChat({ message: request.body.message, history, context });
      await career.addExchange((await request.currentUser()).id, request.body.message, response);
      return { response };
    },
  });
};

export default careerRoutes;
