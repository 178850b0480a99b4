import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import {
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriberCountSchema,
} from '#common/api/waitlist.ts';
import { waitlistRepository } from './repository.ts';

const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = waitlistRepository(app.db);

  app.post(
    '/subscribe',
    {
      schema: {
        summary: 'Join the waitlist',
        tags: ['waitlist'],
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, 201: subscribeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const added = await subscribers.add(request.body);
      return reply.code(added ? 201 : 200).send({ alreadySubscribed: !added });
    },
  );

  app.get(
    '/subscribers/count',
    {
      schema: {
        summary: 'How many people joined the waitlist',
        tags: ['waitlist'],
        response: { 200: subscriberCountSchema },
      },
    },
    async () => ({ count: await subscribers.count() }),
  );
};

export default waitlistRoutes;
