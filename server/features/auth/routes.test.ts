import { count, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#common/api/auth.ts';
import type { ResumeSummary } from '#common/api/resume.ts';
import { careerProfiles, interviewAnswers, resumeFiles, sessions, users } from '#server/db/schema/index.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

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

/** Raw query results: both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function userCount(app: TestApp) {
  const [row] = await app.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

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
    const [stored] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already registered, in any spelling, with 409', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const response = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      email: '  GRACE.thompson@example.COM ',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists. Sign in instead.',
    });
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
});

describe('sign in and out', () => {
  it('answers a wrong password and an unknown email with the same 401', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const wrongPassword = await send(await visitor(app), 'POST', '/api/auth/signin', {
      email: grace.email,
      password: 'wrong password!',
    });
    const unknownEmail = await send(await visitor(app), 'POST', '/api/auth/signin', {
      email: 'nobody@example.com',
      password: 'wrong password!',
    });
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual({ message: 'Incorrect email or password.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('moves a guest’s data into the account on sign-in, and replaces the session', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    await upload(account, 'registered-nurse-strong.pdf');
    await send(account, 'POST', '/api/auth/signout');

    const guest = await visitor(app);
    await upload(guest, 'registered-nurse-weak.pdf');
    await send(guest, 'POST', '/api/career/profile', { currentRole: 'Nurse', targetRole: 'Charge Nurse' });
    const guestId: string = (await get(guest, '/api/auth/me')).json().id;

    const response = await send(guest, 'POST', '/api/auth/signin', {
      email: 'grace.thompson@example.com',
      password: grace.password,
    });
    expect(response.statusCode).toBe(200);
    const signedIn = { app, cookie: sessionCookieFrom(response) ?? '' };
    expect(signedIn.cookie).not.toBe(guest.cookie);
    const resumes: ResumeSummary[] = (await get(signedIn, '/api/resumes')).json();
    expect(resumes.map((resume) => resume.fileName).sort()).toEqual([
      'registered-nurse-strong.pdf',
      'registered-nurse-weak.pdf',
    ]);
    expect((await get(signedIn, '/api/career/profile')).json().targetRole).toBe('Charge Nurse');
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
    expect((await get(guest, '/api/auth/me')).json().id).not.toBe(response.json().id);
  });

  it('sign-out deletes the session row; the old cookie is then a new guest', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    const accountId: string = (await get(account, '/api/auth/me')).json().id;
    expect((await send(account, 'POST', '/api/auth/signout')).statusCode).toBe(204);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, accountId))).toEqual([]);
    const after: CurrentUser = (await get(account, '/api/auth/me')).json();
    expect(after).toMatchObject({ guest: true });
    expect(after.id).not.toBe(accountId);
  });

  it('stops 50 rapid sign-in attempts with 429', async () => {
    const app = await buildTestApp();
    await signUp(await visitor(app));
    const attacker = await visitor(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push(
        (
          await send(attacker, 'POST', '/api/auth/signin', {
            email: grace.email,
            password: `guess-${attempt}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const last = await send(attacker, 'POST', '/api/auth/signin', {
      email: grace.email,
      password: grace.password,
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
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

  it('deletes the account after the word DELETE, leaving no row of the user in any table', async () => {
    const app = await buildTestApp();
    const account = await signUp(await visitor(app));
    const userId: string = (await get(account, '/api/auth/me')).json().id;
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

    expect((await send(account, 'DELETE', '/api/account', { confirm: 'delete' })).statusCode).toBe(400);
    expect(await app.db.select().from(careerProfiles).where(eq(careerProfiles.userId, userId))).toHaveLength(
      1,
    );
    const deleted = await send(account, 'DELETE', '/api/account', { confirm: 'DELETE' });
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
    expect(await userCount(app)).toBe(0);
  });
});
