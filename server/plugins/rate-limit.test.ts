import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { countRequest } from './rate-limit.ts';

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
