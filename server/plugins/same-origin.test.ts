import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

const subscriber = { email: 'sam@example.com', name: 'Sam Lee', phone: '5551234567' };

function post(app: TestApp, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/subscribe', headers, payload: subscriber });
}

describe('same-origin writes', () => {
  it('accepts a write from the site itself, default port or not', async () => {
    const app = await buildTestApp();
    expect((await post(app, { origin: TEST_ORIGIN })).statusCode).toBe(201);
    expect(
      (await post(app, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
  });

  it('accepts a write from a client that is not a browser (no Origin)', async () => {
    const app = await buildTestApp();
    expect((await post(app, {})).statusCode).toBe(201);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:8080' }],
    ['an opaque origin', { origin: 'null' }],
    ['a browser saying cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write from %s with 403', async (_case, headers) => {
    const app = await buildTestApp();
    const response = await post(app, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requests from other sites are not allowed' });
    const count = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(count.json()).toEqual({ count: 0 });
  });

  it('lets reads from another site through (the browser keeps their answers from that site)', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/subscribers/count',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the configured public origin when a proxy changes the Host', async () => {
    const app = await buildTestApp({ config: { publicOrigin: 'https://careerpilot.example' } });
    expect((await post(app, { origin: 'https://careerpilot.example' })).statusCode).toBe(201);
  });
});
