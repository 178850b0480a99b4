import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeFeed, openChangeFeed } from '#server/db/change-feed.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { hookRoutesOf } from '#server/route-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What this instance hears of changes to users, for whatever it keeps of them in memory. */
    changes: ChangeFeed;
  }
}

/** Methods that only read: their responses need not wait for the changes they made to be heard. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Exposes the database to every route; whoever opened the handle closes it. */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    const changes = await openChangeFeed(options.handle.connection);
    app.decorate('db', options.handle.db);
    app.decorate('changes', changes);
    app.addHook('onClose', () => changes.close());
    // A response to a request that may have written is sent once this instance has heard the changes, so that
    // whatever the client reads next from this instance's memory already has them.
    const mayWrite = (method: string) => !READING_METHODS.has(method);
    hookRoutesOf(app, 'onSend', mayWrite, (request, _reply, payload, done) => {
      if (READING_METHODS.has(request.method)) return done(null, payload);
      changes.settled().then(() => done(null, payload), done);
    });
  },
  { name: 'database' },
);
