import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { buildTestApp, TEST_ORIGIN } from './testing/test-app.ts';

describe('API conventions', () => {
  it('answers an unknown /api path with JSON 404', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'No API route for GET /api/does-not-exist' });
  });

  it('answers a wrong method on a known path with JSON 404', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/subscribers/count',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No API route/);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('hides the details of an unexpected failure behind a 500 message', async () => {
    const app = await buildTestApp();
    app.get('/api/test/broken', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
  });

  it('passes a deliberate upstream error through with its status and message', async () => {
    const app = await buildTestApp();
    app.get('/api/test/upstream', async () => {
      throw new HttpError(503, 'The AI service did not answer in time');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/upstream' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The AI service did not answer in time' });
  });

  it('gives every response a request id, keeping a sane one the caller sent', async () => {
    const app = await buildTestApp();
    const generated = await app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('gives the request id to refusals and failures too', async () => {
    const app = await buildTestApp();
    app.get('/api/test/failing', async () => {
      throw new Error('broken');
    });
    const refusals = [
      await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'trace-1' } }),
      await app.inject({
        method: 'POST',
        url: '/api/career/chat',
        headers: { 'x-request-id': 'trace-2', origin: 'https://elsewhere.example' },
        payload: { message: 'Hello' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: { 'x-request-id': 'trace-3' },
        payload: { email: 'not an address' },
      }),
      await app.inject({ method: 'GET', url: '/api/test/failing', headers: { 'x-request-id': 'trace-4' } }),
    ];
    expect(refusals.map((response) => [response.statusCode, response.headers['x-request-id']])).toEqual([
      [404, 'trace-1'],
      [403, 'trace-2'],
      [400, 'trace-3'],
      [500, 'trace-4'],
    ]);
  });

  it("sends a page the page's Content-Security-Policy and the other security headers", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']).not.toContain('stripe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends an API answer an API's headers: it loads nothing, is framed by no one and is not sniffed", async () => {
    const app = await buildTestApp();
    for (const url of ['/api/subscribers/count', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('sends the API documentation, a page, the page headers', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('health', () => {
  it('is alive and ready when the database answers', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('is not ready when the database is gone', async () => {
    const app = await buildTestApp();
    vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database is not reachable' });
  });
});

describe('OpenAPI', () => {
  it('documents the API from the zod schemas at /api/docs', async () => {
    const app = await buildTestApp();
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const { paths } = document.json();
    expect(paths['/api/subscribe'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'name', 'phone']),
    );
    expect(paths['/api/subscribers/count'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
