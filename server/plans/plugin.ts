import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PlanLimits, planLimits } from './allowances.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The free plan's monthly allowances and job-match cut-off, checked and counted. */
    planLimits: PlanLimits;
  }
}

export default fp(
  async function plans(app: FastifyInstance, options: { enforced: boolean }) {
    app.decorate('planLimits', planLimits(app.db, options.enforced, app.subscriptionLedger));
  },
  { name: 'plans', dependencies: ['database', 'payments'] },
);
