import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the database to every route; whoever opened the handle closes it. */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('db', options.handle.db);
  },
  { name: 'database' },
);
