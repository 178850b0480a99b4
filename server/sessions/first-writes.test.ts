import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { sessions, users } from '#server/db/schema/index.ts';
import { nurseProfile } from '#server/testing/career-profiles.ts';
import { buildAppOn, buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';
import { cookiesAfter, firstVisit, get, send, uploadResume, type Visitor } from '#server/testing/visitor.ts';
import { dataScientist } from '../../scripts/fixtures/index.ts';
import { renderPdf } from '../../scripts/fixtures/pdf.ts';
import { sessionExpiry } from './lifetimes.ts';
import { sessionRepository } from './repository.ts';
import { generateSessionToken, hashSessionToken } from './tokens.ts';

const INTERVIEW = { industry: 'technology', role: 'Data Scientist', experience: 4 };

let resume: Uint8Array;
beforeAll(async () => {
  resume = await renderPdf(dataScientist.strong);
});

/** One of each kind of first save, two of some, as a screen or two tabs send them before any has answered. */
const firstSaves = (on: (index: number) => Visitor) => [
  send(on(0), 'POST', '/api/interview/start', INTERVIEW),
  send(on(1), 'POST', '/api/interview/start', INTERVIEW),
  uploadResume(on(2), 'cv.pdf', resume),
  send(on(3), 'POST', '/api/career/profile', nurseProfile),
  send(on(4), 'POST', '/api/applications', { title: 'Nurse', company: 'NHS' }),
  send(on(5), 'POST', '/api/applications', { title: 'Midwife', company: 'NHS' }),
];
const SAVED = [201, 201, 201, 200, 201, 201];

/** What the browser with these cookies sees of what it saved. */
async function savedBy(browser: Visitor) {
  const [interviews, resumes, careerProfile, applications] = await Promise.all(
    ['/api/interview/sessions', '/api/resumes', '/api/career/profile', '/api/applications'].map(async (url) =>
      (await get(browser, url)).json(),
    ),
  );
  return {
    interviews: interviews.length,
    resumes: resumes.length,
    careerProfile: careerProfile?.targetRole,
    applications: applications.map(({ title }: { title: string }) => title).sort(),
  };
}

const EVERYTHING_SAVED = {
  interviews: 2,
  resumes: 1,
  careerProfile: nurseProfile.targetRole,
  applications: ['Midwife', 'Nurse'],
};

async function count(app: TestApp, table: typeof users | typeof sessions): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(table);
  return row?.value ?? 0;
}

describe('the guest of a visitor id', () => {
  const expiry = () => sessionExpiry(true, new Date());

  it('is made once however many saves ask for it at once; the others keep nothing', async () => {
    const app = await buildTestApp();
    const tokenHash = hashSessionToken(generateSessionToken());
    const guests = await Promise.all(
      Array.from({ length: 10 }, () => sessionRepository(app.db).createGuest(tokenHash, expiry())),
    );
    expect(new Set(guests.map(({ id }) => id)).size).toBe(1);
    expect(guests[0]).toEqual({ id: expect.any(String), guest: true });
    expect(await count(app, users)).toBe(1);
    expect(await count(app, sessions)).toBe(1);
  });

  it('is a new one, made once, when the session of the last has ended', async () => {
    const app = await buildTestApp();
    const tokenHash = hashSessionToken(generateSessionToken());
    const first = await sessionRepository(app.db).createGuest(tokenHash, expiry());
    await app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const next = await Promise.all(
      Array.from({ length: 5 }, () => sessionRepository(app.db).createGuest(tokenHash, expiry())),
    );
    expect(new Set(next.map(({ id }) => id))).toEqual(new Set([next[0]?.id]));
    expect(next[0]?.id).not.toBe(first.id);
    expect(await app.db.select({ userId: sessions.userId }).from(sessions)).toEqual([
      { userId: next[0]?.id },
    ]);
    // The ended guest is left for maintenance to remove, as any guest without a session.
    expect(await count(app, users)).toBe(2);
  });
});

describe('a new visitor’s first saves sent at once', () => {
  it('all land in one guest, which the cookie of any of their answers opens', async () => {
    const app = await buildTestApp();
    const browser = await firstVisit(app);
    const answers = await Promise.all(firstSaves(() => browser));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(SAVED);

    expect(await count(app, users)).toBe(1);
    for (const answer of answers) {
      expect(await savedBy({ app, cookie: cookiesAfter(browser.cookie, answer) })).toEqual(EVERYTHING_SAVED);
    }
    // The browser keeps whichever Set-Cookie arrived last; in any order it is the same guest.
    expect(await savedBy({ app, cookie: cookiesAfter(browser.cookie, ...answers.reverse()) })).toEqual(
      EVERYTHING_SAVED,
    );
  });

  it('all land in one guest when two instances share them out', async () => {
    const database = await createSharedTestDatabase(inject('testDatabase'));
    const instances = [
      await buildAppOn(await database.connect()),
      await buildAppOn(await database.connect()),
    ];
    onTestFinished(async () => {
      await Promise.all(instances.map((app) => app.close()));
      await database.dispose();
    });
    const browser = await firstVisit(instances[0] as TestApp);
    const answers = await Promise.all(
      firstSaves((index) => ({ ...browser, app: instances[index % 2] as TestApp })),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(SAVED);
    for (const [index, answer] of answers.entries()) {
      const reader = instances[(index + 1) % 2] as TestApp;
      await reader.changes.settled();
      expect(await savedBy({ app: reader, cookie: cookiesAfter(browser.cookie, answer) })).toEqual(
        EVERYTHING_SAVED,
      );
    }
  });

  it('make one guest and one session however many arrive at once', async () => {
    const app = await buildTestApp();
    const browser = await firstVisit(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(browser, 'POST', '/api/applications', { title: `Job ${index}`, company: 'NHS' }),
      ),
    );
    expect(answers.every(({ statusCode }) => statusCode === 201)).toBe(true);
    expect(await count(app, users)).toBe(1);
    expect(await count(app, sessions)).toBe(1);
    const board = (
      await get({ app, cookie: cookiesAfter(browser.cookie, ...answers) }, '/api/applications')
    ).json();
    expect(board).toHaveLength(20);
  });
});
