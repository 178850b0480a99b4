import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createJobEngine, type JobEngine, type JobEngineOptions } from './engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

/** How often the app's idle workers look for jobs: tests shorten it, so that a retried e-mail goes out sooner. */
export type JobEnginePolling = Pick<
  JobEngineOptions,
  'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds'
>;

/**
 * The job engine as `app.jobs`. Features define their jobs while they register; the engine starts once the app
 * is ready (after every plugin, and after main.ts has migrated the database) and stops when the app closes.
 */
export default fp(
  async function jobs(
    app: FastifyInstance,
    options: { handle: Pick<DatabaseHandle, 'connection'>; engine?: JobEnginePolling },
  ) {
    const engine = createJobEngine(options.handle, { ...options.engine, logger: app.log });
    app.decorate('jobs', engine);
    app.addHook('onReady', () => engine.start());
    app.addHook('onClose', () => engine.stop());
  },
  { name: 'jobs' },
);
