import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { rateLimitWindows } from '#server/db/schema/index.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import { buildAppOn, sessionCookieFrom, TEST_ORIGIN } from '#server/testing/test-app.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';

/** Two instances of the app on one database, as behind a load balancer. */
async function twoInstances(rateLimitPerMinute = 300) {
  const database = await createSharedTestDatabase(inject('testDatabase'));
  const start = async () => buildAppOn(await database.connect(), { rateLimitPerMinute });
  const instances = [await start(), await start()] as const;
  onTestFinished(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.dispose();
  });
  return instances;
}

describe('two instances on one database', () => {
  it('a session made on one is valid on the other, and signing out on either ends it on both', async () => {
    const [first, second] = await twoInstances();
    const cookie = sessionCookieFrom(await first.inject({ method: 'GET', url: '/api/auth/me' })) ?? '';
    const signUp = await first.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {
        firstName: 'Grace',
        lastName: 'Thompson',
        email: 'grace@example.com',
        password: 'correct horse battery',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const account = sessionCookieFrom(signUp) ?? '';

    const me = await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: account } });
    expect(me.json()).toMatchObject({ guest: false, email: 'grace@example.com' });
    expect(sessionCookieFrom(me)).toBeUndefined();
    // Both now hold the session in memory.
    const onFirst = await first.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: account } });
    expect(onFirst.json().guest).toBe(false);

    const signOut = await second.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: account, origin: TEST_ORIGIN },
    });
    expect(signOut.statusCode).toBe(204);
    // Another instance hears of it as PostgreSQL delivers the notification: once it has heard what was committed.
    await first.changes.settled();
    const afterSignOut = await first.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: account },
    });
    expect(afterSignOut.json().guest).toBe(true);
  });

  it("what one saves is in the other's remembered progress once the other has heard of it", async () => {
    const [first, second] = await twoInstances();
    const saved = await first.inject({
      method: 'POST',
      url: '/api/career/profile',
      headers: { origin: TEST_ORIGIN },
      payload: dataScientistProfile,
    });
    expect(saved.statusCode).toBe(200);
    const cookie = sessionCookieFrom(saved) ?? '';
    const progress = () => second.inject({ method: 'GET', url: '/api/progress', headers: { cookie } });
    const before = (await progress()).json();
    expect(before.interviewsPracticed).toBe(0);

    const started = await first.inject({
      method: 'POST',
      url: '/api/interview/start',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { industry: 'technology', role: 'Data Scientist', experience: 4 },
    });
    const answered = await first.inject({
      method: 'POST',
      url: `/api/interview/${started.json().id}/response`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {
        questionIndex: 0,
        response: 'I moved our churn model from R to Python and cut scoring time in half.',
      },
    });
    expect(answered.statusCode).toBe(200);
    await second.changes.settled();
    const after = (await progress()).json();
    expect(after.interviewsPracticed).toBe(1);
    expect(after.overallProgress).toBeGreaterThan(before.overallProgress);
  });

  it('the rate limit counts requests on both together', async () => {
    const [first, second] = await twoInstances(10);
    const statuses: number[] = [];
    for (let request = 0; request < 14; request += 1) {
      const app = request % 2 === 0 ? first : second;
      statuses.push((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  });

  it('with room under the limit, each reserves counts ahead, and together they still let no more through', async () => {
    const [first, second] = await twoInstances(40);
    const statuses: number[] = [];
    for (let request = 0; request < 60; request += 1) {
      const app = request % 2 === 0 ? first : second;
      statuses.push((await app.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode);
    }
    const passed = statuses.filter((status) => status === 200).length;
    expect(passed).toBeLessThanOrEqual(40);
    // Counts one instance reserved and never handed out are all the other may be refused early.
    expect(passed).toBeGreaterThanOrEqual(35);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    const [window] = await first.db.select().from(rateLimitWindows);
    expect(window?.hits).toBeGreaterThan(40);
  });

  it('an instance with room to spare counts ahead instead of writing on every request', async () => {
    const [first] = await twoInstances(1000);
    for (let request = 0; request < 50; request += 1) {
      expect((await first.inject({ method: 'GET', url: '/api/subscribers/count' })).statusCode).toBe(200);
    }
    const [window] = await first.db.select().from(rateLimitWindows);
    // One count, then an eighth of the 999 left: the 50 requests took two writes.
    expect(window?.hits).toBe(1 + Math.floor(999 / 8));
  });
});
