import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { scriptedChangeFeed } from '#server/testing/change-feed.ts';
import { userReads } from './user-reads.ts';

/** A route answering each user's count of reads of their data, through the read memory. */
async function countingRoute(maxUsers?: number) {
  const changes = scriptedChangeFeed();
  const reads = userReads(changes.feed, maxUsers);
  const counts = new Map<string, number>();
  let duringRead: (() => void) | undefined;
  const app = Fastify();
  app.get<{ Params: { user: string } }>(
    '/count/:user',
    { schema: { response: { 200: { type: 'object', properties: { reads: { type: 'number' } } } } } },
    async (request, reply) => {
      const { user } = request.params;
      return reads.send(reply, user, 'count', async () => {
        counts.set(user, (counts.get(user) ?? 0) + 1);
        duringRead?.();
        return { reads: counts.get(user), secret: 'not in the schema' };
      });
    },
  );
  onTestFinished(() => app.close());
  const read = async (user: string) => {
    const response = await app.inject({ method: 'GET', url: `/count/${user}` });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json() as { reads: number };
  };
  return {
    read,
    changes,
    whileReading: (action: () => void) => {
      duringRead = () => {
        duringRead = undefined;
        action();
      };
    },
  };
}

describe('user reads', () => {
  it("answers a user's read from memory, serialized by the route's schema", async () => {
    const route = await countingRoute();
    expect(await route.read('ada')).toEqual({ reads: 1 });
    expect(await route.read('ada')).toEqual({ reads: 1 });
    expect(await route.read('bob')).toEqual({ reads: 1 });
  });

  it("reads afresh once the user's data changed, and only that user's", async () => {
    const route = await countingRoute();
    await route.read('ada');
    await route.read('bob');
    route.changes.change('data', 'ada');
    expect(await route.read('ada')).toEqual({ reads: 2 });
    expect(await route.read('bob')).toEqual({ reads: 1 });
  });

  it("keeps a user's reads when only their session changed", async () => {
    const route = await countingRoute();
    await route.read('ada');
    route.changes.change('session', 'ada');
    expect(await route.read('ada')).toEqual({ reads: 1 });
  });

  it('keeps nothing read while a change was heard: it may predate the change', async () => {
    const route = await countingRoute();
    route.whileReading(() => route.changes.change('data', 'ada'));
    expect(await route.read('ada')).toEqual({ reads: 1 });
    expect(await route.read('ada')).toEqual({ reads: 2 });
    expect(await route.read('ada')).toEqual({ reads: 2 });
  });

  it('reads every time while changes may go unheard', async () => {
    const route = await countingRoute();
    await route.read('ada');
    route.changes.lose();
    expect(await route.read('ada')).toEqual({ reads: 2 });
    expect(await route.read('ada')).toEqual({ reads: 3 });
  });

  it('holds at most its limit of users, letting the one read longest ago go first', async () => {
    const route = await countingRoute(2);
    await route.read('ada');
    await route.read('bob');
    await route.read('ada');
    await route.read('cy');
    expect(await route.read('ada')).toEqual({ reads: 1 });
    expect(await route.read('bob')).toEqual({ reads: 2 });
  });
});
