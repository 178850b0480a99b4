import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '#server/db/change-feed.ts';
import { RecentlyUsed } from '#server/recently-used.ts';

declare module 'fastify' {
  interface FastifyInstance {
    userReads: UserReads;
  }
}

export type UserReads = {
  /**
   * Sends the route's answer for this user as its schema serializes it: from memory while none of the data it
   * comes from has changed (the triggers of migration 0012 say so), else read afresh and kept.
   */
  send(reply: FastifyReply, userId: string, key: string, read: () => Promise<unknown>): Promise<FastifyReply>;
};

/** Users whose reads are kept at once; the one read longest ago goes first. */
export const MAX_USERS_HELD = 5_000;

type Held = Map<string, string>;

export function userReads(changes: ChangeFeed, maxUsers = MAX_USERS_HELD): UserReads {
  const held = new RecentlyUsed<string, Held>(maxUsers);
  changes.subscribe({
    changed: (kind, userId) => {
      if (kind === 'data') held.delete(userId);
    },
    lost: () => held.clear(),
  });

  function heldFor(userId: string): Held {
    const kept = held.get(userId);
    if (kept) return kept;
    const values: Held = new Map();
    held.set(userId, values);
    return values;
  }

  async function json(reply: FastifyReply, userId: string, key: string, read: () => Promise<unknown>) {
    if (!changes.live) return reply.serialize(await read());
    const values = heldFor(userId);
    const kept = values.get(key);
    if (kept !== undefined) return kept;
    const fresh = reply.serialize(await read()) as string;
    // A change heard while reading replaced the user's entry: what was read may be older than it.
    if (held.get(userId) === values && changes.live) values.set(key, fresh);
    return fresh;
  }

  return {
    async send(reply, userId, key, read) {
      const body = await json(reply, userId, key, read);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export default fp(
  async function userReadsPlugin(app: FastifyInstance) {
    app.decorate('userReads', userReads(app.changes));
  },
  { name: 'user-reads', dependencies: ['database'] },
);
