import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { rateLimitWindows } from '#server/db/schema/index.ts';
import { buildAppOn, buildTestApp } from '#server/testing/test-app.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';
import { clientKey, countRequest, memoryStore, postgresStore, waitText } from './rate-limit.ts';

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

describe('rate limiting', () => {
  it('answers 429 with a message once a client passes the limit', async () => {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 3 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('tells a refused client the limit, that nothing is left and when to try again; an answer under it carries none of that', async () => {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 1 } });
    const allowed = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(RATE_LIMIT_HEADERS.filter((name) => name in allowed.headers)).toEqual([]);
    const refused = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '1',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(seconds),
    });
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
    expect(refused.headers['x-request-id']).toBeDefined();
  });

  it('counts the addresses of one IPv6 network together, and another network apart', async () => {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 2 } });
    const from = async (remoteAddress: string) =>
      (await app.inject({ method: 'GET', url: '/api/subscribers/count', remoteAddress })).statusCode;
    expect(await from('2001:db8:1:2::1')).toBe(200);
    expect(await from('2001:db8:1:2:ffff::9')).toBe(200);
    expect(await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(429);
    expect(await from('2001:db8:1:3::1')).toBe(200);
  });

  it('does not limit health checks', async () => {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 1 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });
});

describe('behind a proxy', () => {
  /**
   * Four requests from each client as a proxy at 10.0.0.2 forwards them: whatever the client wrote in
   * X-Forwarded-For (a new forged address each time), then the address the proxy saw.
   */
  async function statusesThrough(trustProxy: string, clients: string[]) {
    const app = await buildTestApp({
      config: { rateLimitPerMinute: 3, trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy },
    });
    const statuses: Record<string, number[]> = {};
    for (const client of clients) {
      statuses[client] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/subscribers/count',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${attempt}, 192.0.2.${attempt}, ${client}` },
        });
        statuses[client].push(response.statusCode);
      }
    }
    return statuses;
  }

  const LIMITED = [200, 200, 200, 429];

  it('with a hop count, limits each client by the address the proxy saw, whatever X-Forwarded-For says', async () => {
    expect(await statusesThrough('1', ['203.0.113.7', '203.0.113.8'])).toEqual({
      '203.0.113.7': LIMITED,
      '203.0.113.8': LIMITED,
    });
  });

  it('with the proxies’ addresses, believes only those proxies', async () => {
    expect(await statusesThrough('10.0.0.0/8', ['203.0.113.7', '203.0.113.8'])).toEqual({
      '203.0.113.7': LIMITED,
      '203.0.113.8': LIMITED,
    });
  });
});

describe('the PostgreSQL counter store', () => {
  it('counts requests per key within a window', async () => {
    const { db } = await buildTestApp();
    expect(await countRequest(db, 'global|10.0.0.1', 60_000)).toMatchObject({ current: 1 });
    expect(await countRequest(db, 'global|10.0.0.1', 60_000)).toMatchObject({ current: 2 });
    expect(await countRequest(db, 'global|10.0.0.2', 60_000)).toMatchObject({ current: 1 });
    const { ttl } = await countRequest(db, 'global|10.0.0.1', 60_000);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one has passed', async () => {
    const { db } = await buildTestApp();
    await countRequest(db, 'global|10.0.0.1', 60_000);
    await countRequest(db, 'global|10.0.0.1', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await countRequest(db, 'global|10.0.0.1', 10)).toMatchObject({ current: 1 });
  });
});

describe('whom a request counts against', () => {
  it('is the address itself for IPv4, the /64 network for IPv6, and the IPv4 address an IPv6 one maps', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:DB8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is what a proxy named, as it is, when that is not an address at all', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('not:an:address')).toBe('not:an:address');
  });
});

describe('how long to wait, in words', () => {
  it('says seconds under a minute and whole minutes above, never less than the wait', () => {
    expect(waitText(0)).toBe('1 second');
    expect(waitText(1_000)).toBe('1 second');
    expect(waitText(44_100)).toBe('45 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });
});

describe('the memory counter store', () => {
  it('counts per key in a window, and starts again once the window has passed', async () => {
    const store = memoryStore();
    expect(store.take('a', 60_000, 10)).toMatchObject({ current: 1 });
    expect(store.take('a', 60_000, 10)).toMatchObject({ current: 2 });
    expect(store.take('b', 60_000, 10)).toMatchObject({ current: 1 });
    expect(store.take('short', 5, 10)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.take('short', 5, 10)).toMatchObject({ current: 1 });
  });

  it('when full of open windows, forgets the oldest thousand and keeps counting the rest', () => {
    const store = memoryStore();
    for (let client = 0; client < 10_000; client += 1) store.take(`client ${client}`, 60_000, 10);
    store.take('client 9999', 60_000, 10);
    store.take('one more', 60_000, 10);
    expect(store.take('client 999', 60_000, 10)).toMatchObject({ current: 1 });
    expect(store.take('client 1000', 60_000, 10)).toMatchObject({ current: 2 });
    expect(store.take('client 9999', 60_000, 10)).toMatchObject({ current: 3 });
  });
});

describe('the PostgreSQL counter store, handing out leased counts', () => {
  it('answers from memory, without a promise, while its lease lasts', async () => {
    const { db } = await buildTestApp();
    const store = postgresStore(db, 'global');
    expect(store.take('10.0.0.9', 60_000, 1000)).toBeInstanceOf(Promise);
    await store.take('10.0.0.9', 60_000, 1000);
    const leased = store.take('10.0.0.9', 60_000, 1000);
    expect(leased).not.toBeInstanceOf(Promise);
    expect(leased).toMatchObject({ current: 3 });
    const [window] = await db.select().from(rateLimitWindows);
    expect(window).toMatchObject({ key: 'global|10.0.0.9' });
  });

  it('lets requests through when it cannot count them, since the counter is not worth the API', async () => {
    const database = await createSharedTestDatabase(inject('testDatabase'));
    const app = await buildAppOn(await database.connect(), { rateLimitPerMinute: 1 });
    onTestFinished(async () => {
      await app.close();
      await database.dispose();
    });
    await app.db.execute(sql`alter table rate_limit_windows rename to rate_limit_windows_away`);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode).toBe(200);
      }
    } finally {
      await app.db.execute(sql`alter table rate_limit_windows_away rename to rate_limit_windows`);
    }
    expect((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode).toBe(429);
  });
});
