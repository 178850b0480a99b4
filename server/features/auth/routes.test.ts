import { count, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, SignInResponse } from '#common/api/auth.ts';
import type { ResumeSummary } from '#common/api/resume.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import {
  applications,
  careerProfiles,
  interviewAnswers,
  resumeFiles,
  sessions,
  subscriptions,
  users,
} from '#server/db/schema/index.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';
import { MAX_ACCOUNTS_PER_EMAIL } from './accounts.ts';
import { ATTEMPT_LIMITS } from './attempts.ts';

let fixtures: Map<string, Uint8Array>;
beforeAll(async () => {
  fixtures = await fixtureResumes();
});

async function upload(who: Visitor, name = 'registered-nurse-strong.pdf') {
  expect((await uploadResume(who, name, fixtures.get(name) as Uint8Array)).statusCode).toBe(201);
}

const grace = {
  firstName: 'Grace',
  lastName: 'Thompson',
  email: 'Grace.Thompson@Example.com',
  password: 'correct horse battery',
};

/** Signs up and continues with the rotated session cookie. */
async function signUp(who: Visitor, details = grace): Promise<Visitor> {
  const response = await send(who, 'POST', '/api/auth/signup', details);
  expect(response.statusCode).toBe(201);
  return { app: who.app, cookie: sessionCookieFrom(response) ?? '' };
}

/** A sign-in from the given client address, as the web client sends it. */
function signIn(who: Visitor, body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return who.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Signs in a visitor without guest data and continues with the new session. */
async function signedIn(who: Visitor, password = grace.password): Promise<Visitor> {
  const response = await signIn(who, { email: grace.email, password });
  expect(response.statusCode).toBe(200);
  expect(response.json().outcome).toBe('signed-in');
  return { app: who.app, cookie: sessionCookieFrom(response) ?? '' };
}

/** Raw query results: both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function userCount(app: TestApp) {
  const [row] = await app.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

const idOf = async (who: Visitor): Promise<string> => (await get(who, '/api/auth/me')).json().id;

describe('sign up', () => {
  it('turns the guest into an account that keeps the guest’s resumes, with a new session', async () => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    await upload(guest);
    const account = await signUp(guest);
    expect(account.cookie).not.toBe(guest.cookie);
    const me: CurrentUser = (await get(account, '/api/auth/me')).json();
    expect(me).toMatchObject({
      guest: false,
      firstName: 'Grace',
      lastName: 'Thompson',
      email: 'grace.thompson@example.com',
    });
    expect((await get(account, '/api/resumes')).json()).toHaveLength(1);

    const oldCookie: CurrentUser = (await get(guest, '/api/auth/me')).json();
    expect(oldCookie.guest).toBe(true);
    expect(oldCookie.id).not.toBe(me.id);
    const [stored] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, String(me.id)));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a sign-up with an address another account carries exactly as any other: nothing tells it is taken', async () => {
    const app = await buildTestApp();
    const first = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      email: 'fresh@example.com',
    });
    await signUp(await visitor(app));
    const taken = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      email: '  GRACE.thompson@example.COM ',
      password: 'another horse battery',
    });
    expect(taken.statusCode).toBe(first.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(taken.json()).toMatchObject({ guest: false, email: 'grace.thompson@example.com' });
    expect(sessionCookieFrom(taken)).toBeDefined();
  });

  it('answers the same when a verified account holds the address, and the new account stays unverified', async () => {
    const app = await buildTestApp();
    const owner = await signUp(await visitor(app));
    await app.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, await idOf(owner)));
    const response = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      password: 'a squatter’s own password',
    });
    expect(response.statusCode).toBe(201);
    const [squatter] = await app.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, response.json().id));
    expect(squatter?.verifiedAt).toBeNull();
    // The unique index keeps the address to one verified account.
    await expect(
      app.db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, response.json().id)),
    ).rejects.toThrow();
  });

  it(`refuses account ${MAX_ACCOUNTS_PER_EMAIL + 1} on one address with a message about the address`, async () => {
    const app = await buildTestApp();
    for (let index = 0; index < MAX_ACCOUNTS_PER_EMAIL; index += 1) {
      await signUp(await visitor(app), { ...grace, password: `${grace.password} ${index}` });
    }
    const guest = await visitor(app);
    const response = await send(guest, 'POST', '/api/auth/signup', grace);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'This email address cannot be used for any more accounts. Use another address, or write to support if the address is yours.',
    });
    expect((await get(guest, '/api/auth/me')).json().guest).toBe(true);
  });

  it('refuses a second account while signed in', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    const response = await send(account, 'POST', '/api/auth/signup', {
      ...grace,
      email: 'other@example.com',
    });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['no first name', { ...grace, firstName: undefined }, 'firstName: First name is required'],
    ['a malformed email', { ...grace, email: 'grace@' }, 'email: Enter a valid email address'],
    [
      'a 7-character password',
      { ...grace, password: 'short77' },
      'password: Password must be at least 8 characters',
    ],
    [
      'a 10 000-character password',
      { ...grace, password: 'x'.repeat(10_000) },
      'password: Password must be at most 128 characters',
    ],
    ['a list instead of an object', [grace], 'The request body must be a JSON object'],
  ])('refuses %s with 400, changing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    const response = await send(guest, 'POST', '/api/auth/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await get(guest, '/api/auth/me')).json().guest).toBe(true);
  });

  it('refuses a common password, or the user’s own name, with 400 and a message that says what to do', async () => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    const common = await send(guest, 'POST', '/api/auth/signup', { ...grace, password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message:
        'This password is on a list of common passwords that attackers try first. Choose another one: a few unrelated words make a strong password that is easy to remember.',
    });
    const name = await send(guest, 'POST', '/api/auth/signup', { ...grace, password: 'GraceThompson2024' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({
      message:
        'Your password must not be your email address or your name. Choose something others cannot guess from them.',
    });
    expect((await get(guest, '/api/auth/me')).json().guest).toBe(true);
  });
});

describe('sign in and out', () => {
  it('answers a wrong password and an unknown email with the same 401', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const wrongPassword = await signIn(await visitor(app), {
      email: grace.email,
      password: 'wrong password!',
    });
    const unknownEmail = await signIn(await visitor(app), {
      email: 'nobody@example.com',
      password: 'wrong password!',
    });
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual({ message: 'Incorrect email or password.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('finds the account by email and password among the accounts that share an address', async () => {
    const app = await buildTestApp();
    const graceId = await idOf(await signUp(await visitor(app)));
    const otherId = await idOf(
      await signUp(await visitor(app), { ...grace, firstName: 'Other', password: 'other horse battery' }),
    );
    const asGrace: SignInResponse = (
      await signIn(await visitor(app), { email: grace.email, password: grace.password })
    ).json();
    const asOther: SignInResponse = (
      await signIn(await visitor(app), { email: grace.email, password: 'other horse battery' })
    ).json();
    expect(asGrace.outcome === 'signed-in' && asGrace.user.id).toBe(graceId);
    expect(asOther.outcome === 'signed-in' && asOther.user.id).toBe(otherId);
  });

  it('tries the verified account holding an address before the others', async () => {
    const app = await buildTestApp();
    const squatterId = await idOf(await signUp(await visitor(app)));
    const ownerId = await idOf(await signUp(await visitor(app)));
    await app.db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, ownerId));
    const response: SignInResponse = (
      await signIn(await visitor(app), { email: grace.email, password: grace.password })
    ).json();
    expect(response.outcome === 'signed-in' && response.user.id).toBe(ownerId);
    expect(ownerId).not.toBe(squatterId);
  });

  it('tells the owner once, after their next sign-in, that another account was created with their address', async () => {
    const app = await buildTestApp();
    const owner = await signUp(await visitor(app));
    await send(owner, 'POST', '/api/auth/signout');
    const before = Date.now();
    await signUp(await visitor(app), { ...grace, password: 'another horse battery' });
    await signUp(await visitor(app), { ...grace, password: 'a third horse battery' });

    const first: SignInResponse = (
      await signIn(await visitor(app), { email: grace.email, password: grace.password })
    ).json();
    expect(first.outcome).toBe('signed-in');
    if (first.outcome !== 'signed-in') return;
    expect(first.notices).toEqual([
      { kind: 'another-account-with-your-email', occurrences: 2, lastOccurredAt: expect.any(String) },
    ]);
    expect(new Date(first.notices[0]?.lastOccurredAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again: SignInResponse = (
      await signIn(await visitor(app), { email: grace.email, password: grace.password })
    ).json();
    expect(again.outcome === 'signed-in' && again.notices).toEqual([]);
  });

  it('past the limit of wrong passwords, refuses that address for that email with 429, and no other', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const attacker = await visitor(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push(
        (await signIn(attacker, { email: grace.email, password: `guess-${attempt}` }, '203.0.113.9'))
          .statusCode,
      );
    }
    const limit = ATTEMPT_LIMITS.failuresPerEmailAndAddress;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    const last = await signIn(attacker, { email: grace.email, password: grace.password }, '203.0.113.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);

    const owner = await signIn(
      await visitor(app),
      { email: grace.email, password: grace.password },
      '198.51.100.7',
    );
    expect(owner.statusCode).toBe(200);
  });

  it(`stops one address after ${ATTEMPT_LIMITS.perAddress} attempts, whatever the emails`, async () => {
    const app = await buildTestApp();
    const attacker = await visitor(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ATTEMPT_LIMITS.perAddress; attempt += 1) {
      statuses.push(
        (await signIn(attacker, { email: `person${attempt}@example.com`, password: 'a guess at it' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a right password clears the failures of its address', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const owner = await visitor(app);
    const typo = () => signIn(owner, { email: grace.email, password: 'a typo in it' });
    for (let attempt = 1; attempt < ATTEMPT_LIMITS.failuresPerEmailAndAddress; attempt += 1) {
      expect((await typo()).statusCode).toBe(401);
    }
    expect((await signIn(owner, { email: grace.email, password: grace.password })).statusCode).toBe(200);
    // Without the reset this failure would be the tenth, and the right password after it refused.
    expect((await typo()).statusCode).toBe(401);
    expect((await signIn(owner, { email: grace.email, password: grace.password })).statusCode).toBe(200);
  });

  it('signs in a guest without data straight away', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    await send(account, 'POST', '/api/auth/signout');
    const guest = await visitor(app);
    const guestId = await idOf(guest);
    const response = await signIn(guest, { email: grace.email, password: grace.password });
    expect(response.json()).toMatchObject({
      outcome: 'signed-in',
      user: { email: 'grace.thompson@example.com' },
    });
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('sign-out deletes the session row; the old cookie is then a new guest', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    const accountId = await idOf(account);
    expect((await send(account, 'POST', '/api/auth/signout')).statusCode).toBe(204);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, accountId))).toEqual([]);
    const after: CurrentUser = (await get(account, '/api/auth/me')).json();
    expect(after).toMatchObject({ guest: true });
    expect(after.id).not.toBe(accountId);
  });
});

describe('a guest with data who signs in', () => {
  /** Grace's account (with a resume of its own when asked), signed out; then a guest with a resume and a profile. */
  async function guestBeforeSignIn(app: TestApp, { accountData = true } = {}) {
    const account = await signUp(await visitor(app));
    if (accountData) await upload(account, 'registered-nurse-strong.pdf');
    await send(account, 'POST', '/api/auth/signout');
    const guest = await visitor(app);
    await upload(guest, 'registered-nurse-weak.pdf');
    await send(guest, 'POST', '/api/career/profile', { currentRole: 'Nurse', targetRole: 'Charge Nurse' });
    await send(guest, 'POST', '/api/career/chat', { message: 'What should I learn next?' });
    return { guest, guestId: await idOf(guest) };
  }

  it('is asked first: the answer counts what the guest made, and no session starts', async () => {
    const app = await buildTestApp();
    const { guest, guestId } = await guestBeforeSignIn(app);
    const response = await signIn(guest, { email: grace.email, password: grace.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'guest-data-question',
      guestData: {
        resumeAnalyses: 1,
        interviewSessions: 0,
        chatMessages: 1,
        profiles: 1,
        jobApplications: 0,
        paidPlans: 0,
      },
      accountHasData: true,
    });
    expect(sessionCookieFrom(response)).toBeUndefined();
    expect(await idOf(guest)).toBe(guestId);
    expect((await get(guest, '/api/resumes')).json()).toHaveLength(1);
  });

  it('is told whether the account has data of its own', async () => {
    const app = await buildTestApp();
    const { guest } = await guestBeforeSignIn(app, { accountData: false });
    const response = await signIn(guest, { email: grace.email, password: grace.password });
    expect(response.json()).toMatchObject({ outcome: 'guest-data-question', accountHasData: false });
  });

  it('is not asked with a wrong password: 401, counted as a failure', async () => {
    const app = await buildTestApp();
    const { guest } = await guestBeforeSignIn(app);
    const limit = ATTEMPT_LIMITS.failuresPerEmailAndAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signIn(guest, { email: grace.email, password: 'not it at all' })).statusCode).toBe(401);
    }
    expect((await signIn(guest, { email: grace.email, password: grace.password })).statusCode).toBe(429);
  });

  it('keeps the guest’s data in the account when the answer is keep, and replaces the session', async () => {
    const app = await buildTestApp();
    const { guest, guestId } = await guestBeforeSignIn(app);
    const response = await signIn(guest, { email: grace.email, password: grace.password, guestData: 'keep' });
    expect(response.json().outcome).toBe('signed-in');
    const account = { app, cookie: sessionCookieFrom(response) ?? '' };
    expect(account.cookie).not.toBe(guest.cookie);
    const resumes: ResumeSummary[] = (await get(account, '/api/resumes')).json();
    expect(resumes.map((resume) => resume.fileName).sort()).toEqual([
      'registered-nurse-strong.pdf',
      'registered-nurse-weak.pdf',
    ]);
    expect((await get(account, '/api/career/profile')).json().targetRole).toBe('Charge Nurse');
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('deletes the guest’s data when the answer is discard, and the account keeps only its own', async () => {
    const app = await buildTestApp();
    const { guest, guestId } = await guestBeforeSignIn(app);
    const response = await signIn(guest, {
      email: grace.email,
      password: grace.password,
      guestData: 'discard',
    });
    expect(response.json().outcome).toBe('signed-in');
    const account = { app, cookie: sessionCookieFrom(response) ?? '' };
    const resumes: ResumeSummary[] = (await get(account, '/api/resumes')).json();
    expect(resumes.map((resume) => resume.fileName)).toEqual(['registered-nurse-strong.pdf']);
    expect((await get(account, '/api/career/profile')).json()).toBeNull();
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
    expect(await app.db.select().from(resumeFiles)).toHaveLength(1);
  });

  it('settles the guest’s data without a server error when sign-ins and the account’s deletion run at once', async () => {
    const app = await buildTestApp();
    const { guest, guestId } = await guestBeforeSignIn(app);
    await send(guest, 'POST', '/api/interview/start', { industry: 'healthcare', role: 'Charge Nurse' });
    const elsewhere = await signedIn(await visitor(app));
    const credentials = { email: grace.email, password: grace.password };

    const answers = await Promise.all([
      signIn(guest, { ...credentials, guestData: 'keep' }),
      signIn(guest, { ...credentials, guestData: 'discard' }),
      send(elsewhere, 'DELETE', '/api/account', { confirm: 'DELETE', password: grace.password }),
      signIn(guest, { ...credentials, guestData: 'keep' }),
      signIn(guest, { ...credentials, guestData: 'discard' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('counts a paid plan in the question, and cancels it at the provider when the guest’s data is discarded', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const guest = await visitor(app);
    const { clientSecret } = (
      await send(guest, 'POST', '/api/create-subscription', {
        email: 'someone@example.com',
        priceId: 'price_sandbox_full_suite',
      })
    ).json();
    const confirmed = await send(guest, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(confirmed.statusCode).toBe(200);

    const question = await signIn(guest, { email: grace.email, password: grace.password });
    expect(question.json()).toMatchObject({ outcome: 'guest-data-question', guestData: { paidPlans: 1 } });
    const cancelNow = vi.spyOn(app.payments, 'cancelNow');
    const discarded = await signIn(guest, {
      email: grace.email,
      password: grace.password,
      guestData: 'discard',
    });
    expect(discarded.json().outcome).toBe('signed-in');
    expect(cancelNow).toHaveBeenCalledTimes(1);
    expect(await app.db.select().from(subscriptions)).toEqual([]);
  });
});

describe('a guest’s applications and the board’s cap', () => {
  const cap = TRACKER_LIMITS.applications;

  /** Grace's account holding `held` applications, signed out. */
  async function accountHolding(app: TestApp, held: number): Promise<string> {
    const account = await signUp(await visitor(app));
    const accountId = await idOf(account);
    await app.db.insert(applications).values(
      Array.from({ length: held }, (_, index) => ({
        userId: accountId,
        stage: 'saved' as const,
        title: `Job ${index}`,
        company: 'Filler Inc',
      })),
    );
    await send(account, 'POST', '/api/auth/signout');
    return accountId;
  }

  async function guestWith(app: TestApp, count: number): Promise<Visitor> {
    const guest = await visitor(app);
    for (let index = 0; index < count; index += 1) {
      const added = await send(guest, 'POST', '/api/applications', {
        title: `Guest job ${index}`,
        company: 'Acme',
      });
      expect(added.statusCode).toBe(201);
    }
    return guest;
  }

  const heldBy = (app: TestApp, userId: string) =>
    app.db.$count(applications, eq(applications.userId, userId));
  const credentials = { email: grace.email, password: grace.password };

  it('refuses to keep them past the cap with a 409 that says what to do; nothing moves, nothing is lost', async () => {
    const app = await buildTestApp();
    const accountId = await accountHolding(app, cap - 2);
    const guest = await guestWith(app, 3);

    const refused = await signIn(guest, { ...credentials, guestData: 'keep' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your account’s board holds 1,998 applications; with the 3 from before you signed in it would pass the 2,000 it can hold. Nothing was moved and you are not signed in: download these 3 from Applications as a CSV file if you need them, then sign in without keeping them.',
    );
    expect(sessionCookieFrom(refused)).toBeUndefined();
    expect(await heldBy(app, accountId)).toBe(cap - 2);
    expect((await get(guest, '/api/applications')).json()).toHaveLength(3);

    const discarded = await signIn(guest, { ...credentials, guestData: 'discard' });
    expect(discarded.json().outcome).toBe('signed-in');
    expect(await heldBy(app, accountId)).toBe(cap - 2);
  });

  it('keeps them when they fit, up to the cap exactly', async () => {
    const app = await buildTestApp();
    const accountId = await accountHolding(app, cap - 3);
    const guest = await guestWith(app, 3);
    const kept = await signIn(guest, { ...credentials, guestData: 'keep' });
    expect(kept.json().outcome).toBe('signed-in');
    expect(await heldBy(app, accountId)).toBe(cap);
  });

  it('lets only one of two guests signing in at once keep theirs when both would pass the cap', async () => {
    const app = await buildTestApp();
    const accountId = await accountHolding(app, cap - 3);
    const guests = [await guestWith(app, 2), await guestWith(app, 2)];
    const answers = await Promise.all(
      guests.map((guest) => signIn(guest, { ...credentials, guestData: 'keep' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await heldBy(app, accountId)).toBe(cap - 1);
  });
});

describe('passwords and sessions of an account', () => {
  /** Grace signed in on two browsers: the one acting, and another. */
  async function twoBrowsers(app: TestApp) {
    const here = await signUp(await visitor(app));
    const elsewhere = await signedIn(await visitor(app));
    return { here, elsewhere, accountId: await idOf(here) };
  }

  const changePassword = (who: Visitor, currentPassword: string, newPassword: string) =>
    send(who, 'POST', '/api/auth/password', { currentPassword, newPassword });

  it('changes the password: the other sessions end, this one continues under a new cookie', async () => {
    const app = await buildTestApp();
    const { here, elsewhere, accountId } = await twoBrowsers(app);
    const response = await changePassword(here, grace.password, 'a brand new horse battery');
    expect(response.statusCode).toBe(204);
    const rotated = { app, cookie: sessionCookieFrom(response) ?? '' };
    expect(rotated.cookie).not.toBe(here.cookie);
    expect(rotated.cookie).not.toBe('');
    expect(await idOf(rotated)).toBe(accountId);
    expect((await get(here, '/api/auth/me')).json().guest).toBe(true);
    expect((await get(elsewhere, '/api/auth/me')).json().guest).toBe(true);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, accountId))).toHaveLength(1);

    expect(
      (await signIn(await visitor(app), { email: grace.email, password: grace.password })).statusCode,
    ).toBe(401);
    await signedIn(await visitor(app), 'a brand new horse battery');
  });

  it('refuses a wrong current password with 403, counted as a failure, changing nothing', async () => {
    const app = await buildTestApp();
    const { here, elsewhere } = await twoBrowsers(app);
    const limit = ATTEMPT_LIMITS.failuresPerEmailAndAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await changePassword(here, `wrong ${attempt} password`, 'a brand new horse battery');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'That password is not right. Enter the password you sign in with.',
      });
    }
    expect((await changePassword(here, grace.password, 'a brand new horse battery')).statusCode).toBe(429);
    expect((await get(elsewhere, '/api/auth/me')).json().guest).toBe(false);
  });

  it('holds a new password to the rule of a new password', async () => {
    const app = await buildTestApp();
    const { here } = await twoBrowsers(app);
    const common = await changePassword(here, grace.password, 'iloveyou2');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^This password is on a list of common passwords/);
    const short = await changePassword(here, grace.password, 'short');
    expect(short.json()).toEqual({ message: 'newPassword: New password must be at least 8 characters' });
    const name = await changePassword(here, grace.password, 'Thompson1!');
    expect(name.json().message).toMatch(/^Your password must not be your email address or your name/);
  });

  it('signs out everywhere else: every other session ends, this one stays', async () => {
    const app = await buildTestApp();
    const { here, elsewhere, accountId } = await twoBrowsers(app);
    const third = await signedIn(await visitor(app));
    const response = await send(here, 'POST', '/api/auth/signout-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await idOf(here)).toBe(accountId);
    expect((await get(elsewhere, '/api/auth/me')).json().guest).toBe(true);
    expect((await get(third, '/api/auth/me')).json().guest).toBe(true);
  });

  it.each([
    ['POST', '/api/auth/password', { currentPassword: 'anything', newPassword: 'a brand new horse battery' }],
    ['POST', '/api/auth/signout-others', undefined],
  ] as const)('refuses %s %s to a guest with 403', async (method, url, body) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Sign in to your account first.' });
  });
});

describe('the account’s data', () => {
  it('exports the user’s rows and original files, and nothing of anyone else’s', async () => {
    const app = await buildTestApp();
    const stranger = await visitor(app);
    await upload(stranger, 'marketing-manager-strong.pdf');
    const account = await signUp(await visitor(app));
    await upload(account, 'registered-nurse-strong.pdf');
    await send(account, 'POST', '/api/career/profile', {
      currentRole: 'Nurse',
      targetRole: 'Registered Nurse',
    });

    const response = await get(account, '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="careerpilot-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(zip['careerpilot-data.json'] as Uint8Array));
    expect(data.user).toMatchObject({ email: 'grace.thompson@example.com', guest: false });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password|token/i);
    expect(data.resumes.map((resume: { fileName: string }) => resume.fileName)).toEqual([
      'registered-nurse-strong.pdf',
    ]);
    expect(data.careerProfile.targetRole).toBe('Registered Nurse');
    expect(data.morningEmail).toEqual({ settings: null, days: [], picks: [] });
    expect(data.emails).toEqual([
      expect.objectContaining({ kind: 'verify-email', to: 'grace.thompson@example.com' }),
    ]);
    expect(data.emails[0]).not.toHaveProperty('textBody');
    const files = Object.keys(zip).filter((name) => name.startsWith('resumes/'));
    expect(files).toEqual([data.resumes[0].file]);
    expect(
      Buffer.compare(
        Buffer.from(zip[files[0] as string] as Uint8Array),
        Buffer.from(fixtures.get('registered-nurse-strong.pdf') as Uint8Array),
      ),
    ).toBe(0);
    expect(JSON.stringify(data)).not.toContain('marketing-manager');
  });

  it('exports the waitlist entries it added, and those given with its email once that email is verified', async () => {
    const app = await buildTestApp();
    const waitlistOf = async (who: Visitor) => {
      const zip = unzipSync(new Uint8Array((await get(who, '/api/account/export')).rawPayload));
      const data = JSON.parse(strFromU8(zip['careerpilot-data.json'] as Uint8Array));
      return data.waitlist.map((entry: { email: string }) => entry.email).sort();
    };
    const entry = (email: string) => ({ email, name: 'Grace Thompson', phone: '5551234567' });
    expect((await send(await visitor(app), 'POST', '/api/subscribe', entry(grace.email))).statusCode).toBe(
      201,
    );
    const guest = await visitor(app);
    await send(guest, 'POST', '/api/subscribe', entry('grace.work@example.com'));
    const account = await signUp(guest);
    expect(await waitlistOf(account)).toEqual(['grace.work@example.com']);

    await app.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, await idOf(account)));
    expect(await waitlistOf(account)).toEqual(['grace.thompson@example.com', 'grace.work@example.com']);
  });

  it('deletes an account after its password, leaving no row of the user in any table', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    const userId = await idOf(account);
    await upload(account);
    const session = (
      await send(account, 'POST', '/api/interview/start', {
        industry: 'healthcare',
        role: 'Registered Nurse',
      })
    ).json();
    await send(account, 'POST', `/api/interview/${session.id}/response`, {
      questionIndex: 0,
      response: 'I check the airway first.',
    });
    await send(account, 'POST', '/api/linkedin/optimize', { headline: 'Registered Nurse' });
    await send(account, 'POST', '/api/career/profile', {
      currentRole: 'Nurse',
      targetRole: 'Registered Nurse',
    });
    await send(account, 'POST', '/api/career/chat', { message: 'hello' });
    await send(account, 'POST', '/api/subscribe', {
      email: 'grace@example.com',
      name: 'Grace',
      phone: '5551234567',
    });

    expect(
      (await send(account, 'DELETE', '/api/account', { confirm: 'delete', password: grace.password }))
        .statusCode,
    ).toBe(400);
    expect(await app.db.select().from(careerProfiles).where(eq(careerProfiles.userId, userId))).toHaveLength(
      1,
    );
    const deleted = await send(account, 'DELETE', '/api/account', {
      confirm: 'DELETE',
      password: grace.password,
    });
    expect(deleted.statusCode).toBe(204);

    const tablesWithUsers = await app.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
    );
    const tableNames = rowsOf<{ table_name: string }>(tablesWithUsers).map((row) => row.table_name);
    expect(tableNames).toEqual(
      expect.arrayContaining([
        'sessions',
        'resumes',
        'interview_sessions',
        'linkedin_profiles',
        'career_profiles',
        'job_matches',
        'chat_messages',
        'waitlist_subscribers',
        'account_notices',
      ]),
    );
    for (const table of tableNames) {
      const remaining = await app.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      );
      expect(rowsOf<{ n: number }>(remaining)[0]?.n, table).toBe(0);
    }
    expect(await app.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await app.db.select().from(resumeFiles)).toEqual([]);
    expect(await app.db.select().from(interviewAnswers)).toEqual([]);
    expect(await app.db.execute(sql`select * from waitlist_subscribers`).then(rowsOf)).toEqual([]);
    expect(await userCount(app)).toBe(0);
  });

  it('deletes a guest after the word DELETE alone', async () => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    await upload(guest);
    expect((await send(guest, 'DELETE', '/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await userCount(app)).toBe(0);
  });
});
