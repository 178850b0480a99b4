import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#common/api/errors.ts';
import {
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriberCountSchema,
} from '#common/api/waitlist.ts';
import { waitlistRepository } from './repository.ts';

/**
 * Joins per client address. The answer says whether an address is already listed (`alreadySubscribed`), so it
 * must not be asked about address after address.
 */
export const SUBSCRIBE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = waitlistRepository(app.db);

  app.post(
    '/subscribe',
    {
      config: { rateLimit: SUBSCRIBE_LIMIT },
      schema: {
        summary: 'Join the waitlist (at most 10 times per 15 minutes from one address)',
        tags: ['waitlist'],
        body: subscribeRequestSchema,
        response: {
          200: subscribeResponseSchema,
          201: subscribeResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Only a visitor who already has a session is recorded: joining the list makes no guest.
      const visitor = await request.sessionUser();
      const added = await subscribers.add(request.body, visitor?.id);
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
