import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hookRoutesOf } from './route-hooks.ts';

describe('hooks on the routes of some methods', () => {
  async function appCountingWrites() {
    const app = Fastify();
    const hooked: string[] = [];
    hookRoutesOf(
      app,
      'onRequest',
      (method) => method === 'POST',
      (request, _reply, done) => {
        hooked.push(`${request.method} ${request.url}`);
        done();
      },
    );
    app.get('/read', async () => 'read');
    app.post('/write', async () => 'written');
    app.route({ method: ['GET', 'POST'], url: '/either', handler: async () => 'either' });
    await app.register(async (child) => {
      child.post('/child/write', async () => 'written');
    });
    return { app, hooked };
  }

  it('runs the hook on every route that answers one of those methods, in child scopes too', async () => {
    const { app, hooked } = await appCountingWrites();
    for (const [method, url] of [
      ['POST', '/write'],
      ['POST', '/either'],
      ['POST', '/child/write'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(200);
    }
    expect(hooked).toEqual(['POST /write', 'POST /either', 'POST /child/write']);
  });

  it('leaves the routes of other methods without it', async () => {
    const { app, hooked } = await appCountingWrites();
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'HEAD', url: '/read' });
    expect(hooked).toEqual([]);
  });

  it("adds to the route's own hooks of that kind instead of replacing them", async () => {
    const app = Fastify();
    const ran: string[] = [];
    hookRoutesOf(
      app,
      'onRequest',
      () => true,
      (_request, _reply, done) => {
        ran.push('added');
        done();
      },
    );
    app.post('/write', {
      onRequest: (_request, _reply, done) => {
        ran.push('own');
        done();
      },
      handler: async () => 'written',
    });
    await app.inject({ method: 'POST', url: '/write' });
    expect(ran).toEqual(['own', 'added']);
  });
});
