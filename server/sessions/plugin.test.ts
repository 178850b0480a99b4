import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { sessions, users } from '#server/db/schema/index.ts';
import databasePlugin from '#server/plugins/database.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import sessionsPlugin, { SESSION_COOKIE } from './plugin.ts';
import { generateSessionToken, hashSessionToken } from './tokens.ts';

function me(app: TestApp, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}

async function userCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(users);
  return row?.value ?? 0;
}

describe('sessions', () => {
  it('gives the first request a guest user and an HttpOnly, SameSite=Lax session cookie', async () => {
    const app = await buildTestApp();
    const response = await me(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      guest: true,
      firstName: null,
      lastName: null,
      email: null,
    });

    const cookie = response.cookies.find(({ name }) => name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 170 * 24 * 60 * 60 * 1000);
  });

  it('stores only a hash of the token', async () => {
    const app = await buildTestApp();
    const response = await me(app);
    const token = response.cookies.find(({ name }) => name === SESSION_COOKIE)?.value ?? '';
    const rows = await app.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('recognises the same browser on its next request without a new cookie', async () => {
    const app = await buildTestApp();
    const first = await me(app);
    const second = await me(app, sessionCookieFrom(first));
    expect(second.json().id).toBe(first.json().id);
    expect(second.cookies).toHaveLength(0);
    expect(await userCount(app)).toBe(1);
  });

  it('keeps two cookie jars apart as two users', async () => {
    const app = await buildTestApp();
    const alice = await me(app);
    const bob = await me(app);
    expect(alice.json().id).not.toBe(bob.json().id);
    expect((await me(app, sessionCookieFrom(alice))).json().id).toBe(alice.json().id);
    expect((await me(app, sessionCookieFrom(bob))).json().id).toBe(bob.json().id);
  });

  it.each([
    ['a forged token', `${SESSION_COOKIE}=${generateSessionToken()}`],
    ['a malformed token', `${SESSION_COOKIE}=not-a-token`],
    ['an absurdly long token', `${SESSION_COOKIE}=${'a'.repeat(4000)}`],
  ])('treats %s as a new guest, never an error', async (_case, cookie) => {
    const app = await buildTestApp();
    const response = await me(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().guest).toBe(true);
    expect(sessionCookieFrom(response)).toBeDefined();
  });

  it('treats an expired session as a new guest', async () => {
    const app = await buildTestApp();
    const first = await me(app);
    await app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const second = await me(app, sessionCookieFrom(first));
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect(sessionCookieFrom(second)).not.toBe(sessionCookieFrom(first));
  });

  it('extends a session that is used again after a day, re-sending the cookie', async () => {
    const app = await buildTestApp();
    const first = await me(app);
    const token = first.cookies.find(({ name }) => name === SESSION_COOKIE)?.value ?? '';
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'`, expiresAt: sql`now() + interval '1 day'` });

    const later = await me(app, sessionCookieFrom(first));
    expect(later.json().id).toBe(first.json().id);
    expect(later.cookies.find(({ name }) => name === SESSION_COOKIE)?.value).toBe(token);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 170 * 24 * 60 * 60 * 1000);
  });

  it('creates one guest however often a request asks for the user', async () => {
    const database = await createTestDatabase(inject('testDatabase'));
    const app = Fastify();
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });
    await app.register(databasePlugin, { handle: database });
    await app.register(sessionsPlugin, { secureCookies: false });
    app.get('/twice', async (request) => {
      const [first, second] = await Promise.all([request.currentUser(), request.currentUser()]);
      return { same: first.id === second.id };
    });

    const response = await app.inject({ method: 'GET', url: '/twice' });
    expect(response.json()).toEqual({ same: true });
    expect(response.cookies.filter(({ name }) => name === SESSION_COOKIE)).toHaveLength(1);
    const [row] = await database.db.select({ value: sql<number>`count(*)::int` }).from(users);
    expect(row?.value).toBe(1);
  });

  it('marks the cookie Secure in production', async () => {
    const app = await buildTestApp({ config: { nodeEnv: 'production' } });
    const response = await me(app);
    expect(response.cookies.find(({ name }) => name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('creates no user for requests that do not act for one', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(await userCount(app)).toBe(0);
  });
});
