import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DigestSettingsRequest } from '#common/api/digest.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import { users } from '#server/db/schema/index.ts';
import { MAIL_JOBS } from '#server/mail/plugin.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import { sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { DIGEST_JOBS } from './plugin.ts';

export type Member = Visitor & { id: string; email: string };

/** A job match as the matches list gives it, for the pure parts (picking, the e-mail's text). */
export const jobMatch = (overrides: Partial<JobMatch> = {}): JobMatch => ({
  id: 1,
  title: 'Data Scientist',
  company: 'Acme',
  location: 'Remote',
  workType: 'remote',
  salary: '',
  requirements: [],
  description: '',
  matchScore: 90,
  reason: 'A fit',
  isApplied: false,
  salaryRange: null,
  employmentType: null,
  source: 'greenhouse',
  url: null,
  postedAt: '2026-11-20T00:00:00.000Z',
  closedAt: null,
  vetting: [],
  ...overrides,
});

/** A PUT of the e-mail settings, as the web client sends it. */
export const saveSettings = ({ app, cookie }: Visitor, settings: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/digest/settings',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(settings),
  });

/** An account whose career profile has matches in the sample catalogue (more than the Free plan shows). */
export async function memberWithMatches(app: TestApp, email = 'jane@example.com'): Promise<Member> {
  const guest = await visitor(app);
  expect((await send(guest, 'POST', '/api/career/profile', dataScientistProfile)).statusCode).toBe(200);
  const signUp = await send(guest, 'POST', '/api/auth/signup', {
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    password: 'correct horse battery',
  });
  expect(signUp.statusCode).toBe(201);
  const member = { app, cookie: sessionCookieFrom(signUp) ?? '' };
  const { id } = (await get(member, '/api/auth/me')).json() as { id: string };
  return { ...member, id, email };
}

/** Verification is another flow's: here the address is marked verified directly. */
export async function verify(app: TestApp, userId: string): Promise<void> {
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** A verified member with matches and these settings. */
export async function subscriber(
  app: TestApp,
  settings: DigestSettingsRequest,
  email = 'jane@example.com',
): Promise<Member> {
  const member = await memberWithMatches(app, email);
  expect((await saveSettings(member, settings)).statusCode).toBe(200);
  await verify(app, member.id);
  return member;
}

/** Starts the app without its every-minute schedule, so only the instants a test picks send anything. */
export async function readyWithoutSchedule(app: TestApp): Promise<void> {
  await app.ready();
  await app.jobs.unschedule(DIGEST_JOBS.schedule);
}

/** Waits until the queued digests are decided and their e-mails sent. */
export async function settleDigests(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.jobs.unfinished([DIGEST_JOBS.send, MAIL_JOBS.send])) > 0) {
    if (Date.now() > deadline) throw new Error(`digests still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
