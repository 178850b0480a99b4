import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { textFault } from './well-formed-text.ts';

const subscriber = { email: 'sam@example.com', name: 'Sam Lee', phone: '5551234567' };

function subscribe(app: TestApp, body: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a body with the NUL character, naming the field, and stores nothing', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, { ...subscriber, name: 'Sam\u0000Lee' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'name: Text cannot contain the NUL character (\\u0000); remove it and try again.',
    });
    const count = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(count.json()).toEqual({ count: 0 });
  });

  it('refuses half a character (an unpaired surrogate) with 400', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, { ...subscriber, name: 'Sam \ud83d' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: Text must be valid Unicode/);
  });

  it('lets whole characters through, emoji and all', async () => {
    const app = await buildTestApp();
    expect((await subscribe(app, { ...subscriber, name: 'Sam Lee 🙂' })).statusCode).toBe(201);
  });

  it('finds the first fault however deep it is nested, with its path', () => {
    expect(textFault({ a: [{ b: 'fine' }, { c: 'x\u0000' }] })).toMatchObject({ path: 'a.1.c' });
    expect(textFault({ a: ['fine', 1, null, true] })).toBeUndefined();
  });
});
