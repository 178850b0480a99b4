import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { asArrivedNow } from '#server/in-arrival-order.ts';
import { changesState } from '#server/plugins/same-origin.ts';
import { hookRoutesOf } from '#server/route-hooks.ts';

/**
 * Dates each write as it arrives, so that the work it hands to worker threads queues by that moment
 * (`inArrivalOrder`, decision 0055). Reads pass by: a hot read hands them nothing, and the time would cost it.
 */
export default fp(
  async function arrivalOrder(app: FastifyInstance) {
    hookRoutesOf(app, 'onRequest', changesState, (_request, _reply, done) => asArrivedNow(done));
  },
  { name: 'arrival-order' },
);
