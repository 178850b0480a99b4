import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerProfileRequestSchema,
  careerProfileSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
} from '#common/api/career.ts';
import { errorResponseSchema } from '#common/api/errors.ts';
import { recomputeMatches } from '#server/features/jobs/recompute.ts';
import { chatContext } from './chat-context.ts';
import { careerRepository } from './repository.ts';

const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const career = careerRepository(app.db);

  app.get(
    '/career/profile',
    {
      schema: {
        summary: "The current user's career profile, or null before it is saved",
        tags: ['career'],
        response: { 200: careerProfileSchema.nullable() },
      },
    },
    async (request) => career.find((await request.viewer()).id),
  );

  app.post(
    '/career/profile',
    {
      schema: {
        summary: 'Save the career profile and recompute the job matches',
        tags: ['career'],
        body: careerProfileRequestSchema,
        response: { 200: careerProfileSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const profile = await career.save(user.id, request.body);
      await recomputeMatches(app.db, app.ai, user.id, request.body);
      return profile;
    },
  );

  app.get(
    '/career/chat',
    {
      schema: {
        summary: 'The conversation with the career assistant, oldest first',
        tags: ['career'],
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => career.conversation((await request.viewer()).id),
  );

  app.post(
    '/career/chat',
    {
      schema: {
        summary: "Ask the career assistant; it answers from the user's own data and career knowledge",
        tags: ['career'],
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const [history, context] = await Promise.all([
        career.conversation(viewer.id),
        app.planLimits
          .visibleJobMatches(viewer.id)
          .then((visible) => chatContext(app.db, app.engine, viewer.id, visible)),
      ]);
      const response = await app.ai.careerChat({ message: request.body.message, history, context });
      await career.addExchange((await request.currentUser()).id, request.body.message, response);
      return { response };
    },
  );
};

export default careerRoutes;
