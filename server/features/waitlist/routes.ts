import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { waitlistRepository } from './repository.ts';

/**
 * Joins per client address. The answer says whether an address is already listed (`alreadySubscribed`), so it
 * must not be asked about address after address.
 */
export const SUBSCRIBE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = waitlistRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.joinWaitlist, {
      summary: 'Join the waitlist (at most 10 times per 15 minutes from one address)',
      tags: ['waitlist'],
    }),
    config: { rateLimit: SUBSCRIBE_LIMIT },
    handler: async (request, reply) => {
      // Only a visitor who already has a session is recorded: joining the list makes no guest.
      const visitor = await request.sessionUser();
      const added = await subscribers.add(request.body, visitor?.id);
      return reply.code(added ? 201 : 200).send({ alreadySubscribed: !added });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.subscriberCount, {
      summary: 'How many people joined the waitlist',
      tags: ['waitlist'],
    }),
    handler: async () => ({ count: await subscribers.count() }),
  });
};

export default waitlistRoutes;
