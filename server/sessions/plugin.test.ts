import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { sessions, users } from '#server/db/schema/index.ts';
import databasePlugin from '#server/plugins/database.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { send, visitor } from '#server/testing/visitor.ts';
import { SESSION_LIFETIMES } from './lifetimes.ts';
import sessionsPlugin, { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './plugin.ts';
import { generateSessionToken, hashSessionToken } from './tokens.ts';
import { SECURE_VISITOR_COOKIE, VISITOR_COOKIE } from './visitor-cookie.ts';

function me(app: TestApp, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}

/** Something worth keeping: a question to the career assistant, which is stored with its answer. */
function save(app: TestApp, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/career/chat',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ message: 'How do I prepare for an interview?' }),
  });
}

async function userCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(users);
  return row?.value ?? 0;
}

const NO_SESSION = {
  id: null,
  guest: true,
  firstName: null,
  lastName: null,
  email: null,
  emailVerified: false,
};

describe('sessions', () => {
  it('creates no user or session for a visitor who only reads, as a crawler does: a visitor id, kept nowhere', async () => {
    const app = await buildTestApp();
    for (const url of [
      '/api/auth/me',
      '/api/resumes',
      '/api/progress',
      '/api/activity',
      '/api/interview/sessions',
      '/api/linkedin/profile',
      '/api/career/profile',
      '/api/career/chat',
      '/api/jobs/matches',
      '/api/subscription',
      '/api/account/export',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.cookies.map(({ name }) => name)).toEqual([VISITOR_COOKIE]);
    }
    expect((await me(app)).json()).toEqual(NO_SESSION);
    expect(await userCount(app)).toBe(0);
    expect(await app.db.select().from(sessions)).toEqual([]);
  });

  it('gives a visitor a guest user and an HttpOnly, SameSite=Lax session cookie at their first save', async () => {
    const app = await buildTestApp();
    const response = await save(app);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find(({ name }) => name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 170 * 24 * 60 * 60 * 1000);
    expect((await me(app, sessionCookieFrom(response))).json()).toEqual({
      ...NO_SESSION,
      id: expect.any(String),
    });
    expect(await userCount(app)).toBe(1);
  });

  it('stores only a hash of the token', async () => {
    const app = await buildTestApp();
    const response = await save(app);
    const token = response.cookies.find(({ name }) => name === SESSION_COOKIE)?.value ?? '';
    const rows = await app.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('recognises the same browser on its next request without a new cookie', async () => {
    const app = await buildTestApp();
    const cookie = sessionCookieFrom(await save(app));
    const first = await me(app, cookie);
    expect((await save(app, cookie)).cookies).toHaveLength(0);
    const second = await me(app, cookie);
    expect(second.json().id).toBe(first.json().id);
    expect(second.cookies).toHaveLength(0);
    expect(await userCount(app)).toBe(1);
  });

  it('keeps two cookie jars apart as two users', async () => {
    const app = await buildTestApp();
    const alice = sessionCookieFrom(await save(app));
    const bob = sessionCookieFrom(await save(app));
    const aliceId = (await me(app, alice)).json().id;
    expect(aliceId).toEqual(expect.any(String));
    expect((await me(app, bob)).json().id).not.toBe(aliceId);
    expect(await userCount(app)).toBe(2);
  });

  it.each([
    ['a forged token', `${SESSION_COOKIE}=${generateSessionToken()}`],
    ['a malformed token', `${SESSION_COOKIE}=not-a-token`],
    ['an absurdly long token', `${SESSION_COOKIE}=${'a'.repeat(4000)}`],
  ])('treats %s as a visitor without a session, never an error', async (_case, cookie) => {
    const app = await buildTestApp();
    const read = await me(app, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(NO_SESSION);
    const saved = await save(app, cookie);
    expect(saved.statusCode).toBe(200);
    expect(sessionCookieFrom(saved)).toBeDefined();
    expect(sessionCookieFrom(saved)).not.toBe(cookie);
  });

  it('treats an expired session as a visitor without one', async () => {
    const app = await buildTestApp();
    const cookie = sessionCookieFrom(await save(app));
    await app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const after = await me(app, cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(NO_SESSION);
    const savedAgain = await save(app, cookie);
    expect(sessionCookieFrom(savedAgain)).not.toBe(cookie);
  });

  it('extends a session that is used again after a day, re-sending the cookie', async () => {
    const app = await buildTestApp();
    const first = await save(app);
    const token = first.cookies.find(({ name }) => name === SESSION_COOKIE)?.value ?? '';
    const id = (await me(app, sessionCookieFrom(first))).json().id;
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'`, expiresAt: sql`now() + interval '1 day'` });
    // As a day later: the instance has long heard of the change (on PostgreSQL it arrives on its own connection).
    await app.changes.settled();

    const later = await me(app, sessionCookieFrom(first));
    expect(later.json().id).toBe(id);
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

  it('names the cookies with the __Host- prefix in production: Secure, for the whole site, no Domain', async () => {
    const app = await buildTestApp({ config: { nodeEnv: 'production' } });
    const response = await save(app);
    expect(response.cookies.map(({ name }) => name).sort()).toEqual([
      SECURE_SESSION_COOKIE,
      SECURE_VISITOR_COOKIE,
    ]);
    for (const cookie of response.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
    expect(SECURE_SESSION_COOKIE).toBe('__Host-cp_session');
    expect(SECURE_VISITOR_COOKIE).toBe('__Host-cp_visitor');
    const cookie = response.cookies.find(({ name }) => name === SECURE_SESSION_COOKIE);
    const again = await me(app, `${SECURE_SESSION_COOKIE}=${cookie?.value}`);
    expect(again.json().id).toEqual(expect.any(String));
    // The unprefixed name, which a sibling subdomain could set, opens nothing there.
    const planted = await me(app, `${SESSION_COOKIE}=${cookie?.value}`);
    expect(planted.json()).toEqual(NO_SESSION);
    // Nor does an unprefixed visitor id name the guest that a save makes.
    const plantedVisitorId = generateSessionToken();
    const saved = await save(app, `${VISITOR_COOKIE}=${plantedVisitorId}`);
    expect(saved.cookies.find(({ name }) => name === SECURE_SESSION_COOKIE)?.value).not.toBe(
      plantedVisitorId,
    );
  });

  it('creates no user for requests that do not act for one', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(await userCount(app)).toBe(0);
  });

  describe('a visitor id', () => {
    const visitorIdFrom = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.find(({ name }) => name === VISITOR_COOKIE)?.value;

    it('is given once, stored nowhere, and becomes the session of the first save', async () => {
      const app = await buildTestApp();
      const visitorId = visitorIdFrom(await me(app)) ?? '';
      expect(visitorId).toMatch(/^[\w-]{43}$/);
      expect((await me(app, `${VISITOR_COOKIE}=${visitorId}`)).cookies).toEqual([]);
      expect(await app.db.select().from(sessions)).toEqual([]);

      const saved = await save(app, `${VISITOR_COOKIE}=${visitorId}`);
      expect(saved.cookies.map(({ name, value }) => [name, value])).toEqual([[SESSION_COOKIE, visitorId]]);
      const rows = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(rows).toEqual([{ tokenHash: hashSessionToken(visitorId) }]);
    });

    it.each([
      ['a malformed', 'not-a-token'],
      ['an absurdly long', 'a'.repeat(4000)],
    ])('is given anew in place of %s one', async (_case, sent) => {
      const app = await buildTestApp();
      const response = await me(app, `${VISITOR_COOKIE}=${sent}`);
      expect(response.statusCode).toBe(200);
      expect(visitorIdFrom(response)).toMatch(/^[\w-]{43}$/);
    });

    it('of a guest who signed up is cleared, and opens nothing of the account', async () => {
      const app = await buildTestApp();
      const visitorId = visitorIdFrom(await me(app)) ?? '';
      const signUp = await send(
        { app, cookie: `${VISITOR_COOKIE}=${visitorId}` },
        'POST',
        '/api/auth/signup',
        {
          firstName: 'Grace',
          lastName: 'Thompson',
          email: 'grace@example.com',
          password: 'correct horse battery',
        },
      );
      expect(signUp.statusCode).toBe(201);
      expect(signUp.cookies.find(({ name }) => name === VISITOR_COOKIE)?.value).toBe('');
      expect(sessionCookieFrom(signUp)).not.toBe(`${SESSION_COOKIE}=${visitorId}`);

      // Whoever kept the old visitor id saves into a guest of their own.
      const saved = await save(app, `${VISITOR_COOKIE}=${visitorId}`);
      expect(saved.statusCode).toBe(200);
      const theirs = (await me(app, sessionCookieFrom(saved))).json();
      expect(theirs).toEqual({ ...NO_SESSION, id: expect.any(String) });
      expect(theirs.id).not.toBe((await me(app, sessionCookieFrom(signUp))).json().id);
    });

    it('is cleared with the session at sign-out: the next answer gives a new one', async () => {
      const app = await buildTestApp();
      const visitorId = visitorIdFrom(await me(app)) ?? '';
      const browser = `${VISITOR_COOKIE}=${visitorId}; ${sessionCookieFrom(await save(app, `${VISITOR_COOKIE}=${visitorId}`))}`;
      const signOut = await send({ app, cookie: browser }, 'POST', '/api/auth/signout');
      expect(signOut.statusCode).toBe(204);
      expect(signOut.cookies.map(({ name, value }) => [name, value]).sort()).toEqual([
        [SESSION_COOKIE, ''],
        [VISITOR_COOKIE, ''],
      ]);
      const next = visitorIdFrom(await me(app));
      expect(next).toMatch(/^[\w-]{43}$/);
      expect(next).not.toBe(visitorId);
    });
  });

  describe('an account’s session', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const account = {
      firstName: 'Grace',
      lastName: 'Thompson',
      email: 'grace@example.com',
      password: 'correct horse battery',
    };

    async function signedUp(app: TestApp) {
      const response = await send(await visitor(app), 'POST', '/api/auth/signup', account);
      expect(response.statusCode).toBe(201);
      return response;
    }

    it('lasts 14 days unused, where a guest’s lasts 180', async () => {
      const app = await buildTestApp();
      const response = await signedUp(app);
      const expires = response.cookies.find(({ name }) => name === SESSION_COOKIE)?.expires?.getTime() ?? 0;
      expect(expires).toBeGreaterThan(Date.now() + SESSION_LIFETIMES.accountIdleMs - DAY_MS);
      expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIMES.accountIdleMs);
    });

    it('ends 30 days after sign-in however often it is used', async () => {
      const app = await buildTestApp();
      const cookie = sessionCookieFrom(await signedUp(app));
      await app.db.update(sessions).set({
        createdAt: sql`now() - interval '31 days'`,
        lastSeenAt: sql`now() - interval '1 hour'`,
        expiresAt: sql`now() + interval '10 days'`,
      });
      const response = await me(app, cookie);
      expect(response.json().guest).toBe(true);
    });

    it('is extended with use, but never past 30 days from sign-in', async () => {
      const app = await buildTestApp();
      const signUp = await signedUp(app);
      await app.db.update(sessions).set({
        createdAt: sql`now() - interval '25 days'`,
        lastSeenAt: sql`now() - interval '2 days'`,
        expiresAt: sql`now() + interval '1 day'`,
      });
      const later = await me(app, sessionCookieFrom(signUp));
      expect(later.json().guest).toBe(false);
      const expires = later.cookies.find(({ name }) => name === SESSION_COOKIE)?.expires?.getTime() ?? 0;
      expect(Math.abs(expires - (Date.now() + 5 * DAY_MS))).toBeLessThan(60_000);
      const [row] = await app.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
      expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + 5 * DAY_MS))).toBeLessThan(60_000);
    });
  });
});
