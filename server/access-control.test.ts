import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '#common/api/interview.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Resume } from '#common/api/resume.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '#server/sessions/plugin.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';

let resume: Uint8Array;
beforeAll(async () => {
  resume = (await fixtureResumes()).get('registered-nurse-strong.pdf') as Uint8Array;
});

const HOSTILE_ORIGIN = 'https://evil.example';

const INTERVIEW_ROUND = { startsAt: '2026-12-01T15:00:00Z', kind: 'video' };

/** Every row of every table the users' data lives in, as one comparable snapshot. */
async function snapshot(app: TestApp): Promise<string> {
  const tables = [
    'users',
    'billing_customers',
    'resumes',
    'resume_files',
    'tailorings',
    'interview_sessions',
    'interview_answers',
    'linkedin_profiles',
    'career_profiles',
    'job_matches',
    'chat_messages',
    'subscriptions',
    'usage_events',
    'waitlist_subscribers',
    'digest_settings',
    'applications',
    'application_stage_changes',
    'interview_rounds',
    'tracker_settings',
  ];
  const digests = await Promise.all(
    tables.map(async (table) => {
      const result = (await app.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${table} t`,
        ),
      )) as unknown as { rows: { digest: string }[] };
      return `${table}:${result.rows[0]?.digest}`;
    }),
  );
  return digests.join('\n');
}

/**
 * User A with one of everything that has an id: a resume, an answered session, job matches, a pending plan, an
 * application with an interview round.
 */
async function ownerWithData(app: TestApp) {
  const owner = await visitor(app);
  const uploaded: Resume = (await uploadResume(owner, 'cv.pdf', resume)).json();
  const session: InterviewSession = (
    await send(owner, 'POST', '/api/interview/start', {
      industry: 'healthcare',
      role: 'Registered Nurse',
      experience: 5,
    })
  ).json();
  await send(owner, 'POST', `/api/interview/${session.id}/response`, {
    questionIndex: 0,
    response: 'I triaged patients calmly during a surge and escalated the sickest first.',
  });
  await send(owner, 'POST', '/api/career/profile', {
    currentRole: 'Registered Nurse',
    targetRole: 'Charge Nurse',
    skills: ['Patient Assessment'],
  });
  const [match]: JobMatch[] = (await get(owner, '/api/jobs/matches')).json();
  const job = (
    await send(owner, 'POST', '/api/tailoring/job', {
      kind: 'match',
      matchId: match?.id ?? 0,
    })
  ).json();
  const tailoring = (await send(owner, 'POST', `/api/resume/${uploaded.id}/tailorings`, { job })).json();
  const application = (
    await send(owner, 'POST', '/api/applications', { tailoringId: tailoring.id, notes: 'private' })
  ).json();
  const withRound = (
    await send(owner, 'POST', `/api/applications/${application.id}/rounds`, INTERVIEW_ROUND)
  ).json();
  await send(owner, 'PUT', '/api/tracker/settings', { followUpDays: 3 });
  const plan = (
    await send(owner, 'POST', '/api/create-subscription', {
      email: 'owner@example.com',
      priceId: 'price_sandbox_full_suite',
    })
  ).json();
  return {
    owner,
    resumeId: uploaded.id,
    sessionId: session.id,
    jobId: match?.id ?? 0,
    tailoringId: tailoring.id as number,
    applicationId: application.id as number,
    roundId: withRound.rounds[0].id as number,
    job,
    clientSecret: plan.clientSecret,
  };
}

type IdRoute = {
  name: string;
  request: (stranger: Visitor, ids: Awaited<ReturnType<typeof ownerWithData>>) => ReturnType<typeof send>;
};

const ROUTES_WITH_IDS: IdRoute[] = [
  { name: 'GET /api/resume/:id', request: (stranger, ids) => get(stranger, `/api/resume/${ids.resumeId}`) },
  {
    name: 'DELETE /api/resume/:id',
    request: (stranger, ids) => send(stranger, 'DELETE', `/api/resume/${ids.resumeId}`),
  },
  {
    name: 'POST /api/resume/:id/tailorings',
    request: (stranger, ids) =>
      send(stranger, 'POST', `/api/resume/${ids.resumeId}/tailorings`, { job: ids.job }),
  },
  {
    name: 'GET /api/resume/:id/tailorings',
    request: (stranger, ids) => get(stranger, `/api/resume/${ids.resumeId}/tailorings`),
  },
  {
    name: 'POST /api/tailoring/job (a job match)',
    request: (stranger, ids) =>
      send(stranger, 'POST', '/api/tailoring/job', { kind: 'match', matchId: ids.jobId }),
  },
  {
    name: 'GET /api/tailorings/:id',
    request: (stranger, ids) => get(stranger, `/api/tailorings/${ids.tailoringId}`),
  },
  {
    name: 'GET /api/tailorings/:id/report',
    request: (stranger, ids) => get(stranger, `/api/tailorings/${ids.tailoringId}/report`),
  },
  {
    name: 'PATCH /api/tailorings/:id',
    request: (stranger, ids) =>
      send(stranger, 'PATCH', `/api/tailorings/${ids.tailoringId}`, { accepted: [] }),
  },
  {
    name: 'DELETE /api/tailorings/:id',
    request: (stranger, ids) => send(stranger, 'DELETE', `/api/tailorings/${ids.tailoringId}`),
  },
  {
    name: 'GET /api/interview/sessions/:id',
    request: (stranger, ids) => get(stranger, `/api/interview/sessions/${ids.sessionId}`),
  },
  {
    name: 'POST /api/interview/:sessionId/response',
    request: (stranger, ids) =>
      send(stranger, 'POST', `/api/interview/${ids.sessionId}/response`, {
        questionIndex: 0,
        response: 'Overwriting someone else’s answer.',
      }),
  },
  {
    name: 'GET /api/applications/:id',
    request: (stranger, ids) => get(stranger, `/api/applications/${ids.applicationId}`),
  },
  {
    name: 'PATCH /api/applications/:id',
    request: (stranger, ids) =>
      send(stranger, 'PATCH', `/api/applications/${ids.applicationId}`, { notes: 'overwritten' }),
  },
  {
    name: 'PUT /api/applications/:id/stage',
    request: (stranger, ids) =>
      send(stranger, 'PUT', `/api/applications/${ids.applicationId}/stage`, { stage: 'offer' }),
  },
  {
    name: 'DELETE /api/applications/:id',
    request: (stranger, ids) => send(stranger, 'DELETE', `/api/applications/${ids.applicationId}`),
  },
  {
    name: 'POST /api/applications/:id/rounds',
    request: (stranger, ids) =>
      send(stranger, 'POST', `/api/applications/${ids.applicationId}/rounds`, INTERVIEW_ROUND),
  },
  {
    name: 'PUT /api/applications/:id/rounds/:roundId',
    request: (stranger, ids) =>
      send(stranger, 'PUT', `/api/applications/${ids.applicationId}/rounds/${ids.roundId}`, INTERVIEW_ROUND),
  },
  {
    name: 'DELETE /api/applications/:id/rounds/:roundId',
    request: (stranger, ids) =>
      send(stranger, 'DELETE', `/api/applications/${ids.applicationId}/rounds/${ids.roundId}`),
  },
  {
    name: 'GET /api/tracker/interviews.ics?application=:id',
    request: (stranger, ids) => get(stranger, `/api/tracker/interviews.ics?application=${ids.applicationId}`),
  },
  {
    name: 'POST /api/applications (another user’s job match)',
    request: (stranger, ids) => send(stranger, 'POST', '/api/applications', { jobId: ids.jobId }),
  },
  {
    name: 'POST /api/applications (another user’s tailoring)',
    request: (stranger, ids) => send(stranger, 'POST', '/api/applications', { tailoringId: ids.tailoringId }),
  },
  {
    name: 'POST /api/applications (another user’s resume)',
    request: (stranger, ids) =>
      send(stranger, 'POST', '/api/applications', { title: 'A', company: 'B', resumeId: ids.resumeId }),
  },
  {
    name: 'PATCH /api/jobs/:id/apply',
    request: (stranger, ids) => send(stranger, 'PATCH', `/api/jobs/${ids.jobId}/apply`, {}),
  },
  {
    name: 'POST /api/payments/sandbox/confirm (the client secret is the id)',
    request: (stranger, ids) =>
      send(stranger, 'POST', '/api/payments/sandbox/confirm', {
        clientSecret: ids.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      }),
  },
];

describe('another user’s ids', () => {
  it.each(ROUTES_WITH_IDS)(
    '$name answers 404 to user B with user A’s id, and changes nothing',
    async ({ request }) => {
      const app = await buildTestApp();
      const ids = await ownerWithData(app);
      const before = await snapshot(app);
      const response = await request(await visitor(app), ids);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
      const after = await snapshot(app);
      // The stranger's first request made them a guest: one more user, nothing else different.
      expect(after.split('\n').filter((line) => !line.startsWith('users:'))).toEqual(
        before.split('\n').filter((line) => !line.startsWith('users:')),
      );
    },
  );
});

type Operation = { method: string; path: string };

async function stateChangingOperations(app: TestApp): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('the Free plan’s limits, from every side', () => {
  /** A Free-plan user with more matches than the plan shows; `hidden` is one of the matches not shown. */
  async function freeUserWithHiddenMatches(app: TestApp) {
    const user = await visitor(app);
    expect((await send(user, 'POST', '/api/career/profile', dataScientistProfile)).statusCode).toBe(200);
    const shown: JobMatch[] = (await get(user, '/api/jobs/matches')).json();
    expect(shown).toHaveLength(5);
    const rows = (await app.db.execute(
      sql`select job_id from job_matches where user_id = (select user_id from career_profiles limit 1)`,
    )) as unknown as { rows: { job_id: number }[] };
    const hidden = rows.rows.map((row) => row.job_id).find((id) => !shown.some((match) => match.id === id));
    if (hidden === undefined) throw new Error('expected more matches than the plan shows');
    return { user, shown, hidden };
  }

  it('the export holds only the matches the screen shows', async () => {
    const app = await buildTestApp();
    const { user, shown } = await freeUserWithHiddenMatches(app);
    const zip = unzipSync((await get(user, '/api/account/export')).rawPayload);
    const document = JSON.parse(strFromU8(zip['careerpilot-data.json'] as Uint8Array));
    expect(document.jobMatches.map((match: { job: { id: number } }) => match.job.id)).toEqual(
      shown.map((match) => match.id),
    );
  });

  it('applying to a match the plan hides answers 402 without its details, and records nothing', async () => {
    const app = await buildTestApp();
    const { user, hidden } = await freeUserWithHiddenMatches(app);
    const before = await snapshot(app);
    const response = await send(user, 'PATCH', `/api/jobs/${hidden}/apply`, {});
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message:
        'The Free plan shows your 5 best matches, and this job is not one of them. Upgrade to Full Suite to see and apply to all your matches.',
    });
    expect(await snapshot(app)).toBe(before);
  });

  it('the assistant draws only on the matches the plan shows', async () => {
    const app = await buildTestApp();
    const { user } = await freeUserWithHiddenMatches(app);
    const ask = async (message: string): Promise<string> =>
      (await send(user, 'POST', '/api/career/chat', { message })).json().response;
    expect(await ask('How many job matches do I have?')).toContain('You have 5 matches for Data Scientist');
    expect(await ask('What salary can I expect?')).toMatch(
      /^[1-5] of your matched postings states? pay for /,
    );
  });

  it('a new guest cookie from the same address does not bring new allowances', async () => {
    const app = await buildTestApp();
    const guestAt = async (address: string) => ({ ...(await visitor(app)), address });
    expect((await uploadResume(await guestAt('203.0.113.9'), 'cv.pdf', resume)).statusCode).toBe(201);
    expect((await uploadResume(await guestAt('203.0.113.10'), 'cv.pdf', resume)).statusCode).toBe(201);
    const freshCookie = await uploadResume(await guestAt('203.0.113.9'), 'cv.pdf', resume);
    expect(freshCookie.statusCode).toBe(402);
    expect(freshCookie.json().message).toMatch(
      /^The Free plan includes 1 resume analysis per month, and it has been used from this network\. Create a free account to get your own, upgrade to /,
    );
    const signUp = await send(await guestAt('203.0.113.9'), 'POST', '/api/auth/signup', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine notes',
    });
    const account = { app, cookie: sessionCookieFrom(signUp) ?? '', address: '203.0.113.9' };
    expect((await uploadResume(account, 'cv.pdf', resume)).statusCode).toBe(201);
  });
});

describe('requests from another site', () => {
  it('every state-changing route refuses a cross-site Origin with 403 and changes nothing', async () => {
    const app = await buildTestApp();
    const { owner } = await ownerWithData(app);
    const operations = await stateChangingOperations(app);
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const before = await snapshot(app);
    for (const { method, path } of operations) {
      for (const headers of [
        { origin: HOSTILE_ORIGIN },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ]) {
        const response = await app.inject({
          method: method as 'POST',
          url: path,
          headers: { cookie: owner.cookie, 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        expect(response.statusCode, `${method} ${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Requests from other sites are not allowed' });
      }
    }
    expect(await snapshot(app)).toBe(before);
  });
});

describe('cookies and headers', () => {
  it.each([
    ['development', SESSION_COOKIE, false],
    ['production', SECURE_SESSION_COOKIE, true],
  ] as const)(
    'the session cookie is HttpOnly and SameSite=Lax, and Secure with the __Host- prefix only in production (%s)',
    async (nodeEnv, cookieName, secure) => {
      const app = await buildTestApp({ config: { nodeEnv } });
      const response = await app.inject({
        method: 'POST',
        url: '/api/career/chat',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'hello' }),
      });
      const cookie = response.cookies.find(({ name }) => name === cookieName);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(Boolean(cookie?.secure)).toBe(secure);
    },
  );

  it("every answer carries a Content-Security-Policy: a page the page's, the API one that loads nothing", async () => {
    const app = await buildTestApp();
    for (const url of ['/healthz', '/dashboard', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    for (const url of ['/api/progress', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('accounts against other people', () => {
  const owner = {
    firstName: 'Grace',
    lastName: 'Thompson',
    email: 'grace@example.com',
    password: 'correct horse battery',
  };

  const signInFrom = (app: TestApp, remoteAddress: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: owner.email, password }),
    });

  async function signedUp(app: TestApp, details = owner): Promise<Visitor> {
    const response = await send(await visitor(app), 'POST', '/api/auth/signup', details);
    expect(response.statusCode).toBe(201);
    return { app, cookie: sessionCookieFrom(response) ?? '' };
  }

  it('wrong passwords from ten addresses do not lock the owner out of their account', async () => {
    const app = await buildTestApp();
    await signedUp(app);
    for (let address = 1; address <= 10; address += 1) {
      expect((await signInFrom(app, `203.0.113.${address}`, `a guess ${address}`)).statusCode).toBe(401);
    }
    const ownerSignsIn = await signInFrom(app, '198.51.100.1', owner.password);
    expect(ownerSignsIn.statusCode).toBe(200);
    expect(ownerSignsIn.json()).toMatchObject({ outcome: 'signed-in', user: { email: owner.email } });
  });

  it('signing up with someone else’s email exports nothing they gave the waitlist', async () => {
    const app = await buildTestApp();
    const jane = await visitor(app);
    const joined = await send(jane, 'POST', '/api/subscribe', {
      email: 'jane@example.com',
      name: 'Jane Doe',
      phone: '+1 555 123 4567',
    });
    expect(joined.statusCode).toBe(201);
    const impostor = await signedUp(app, {
      ...owner,
      firstName: 'Not',
      lastName: 'Jane',
      email: 'jane@example.com',
    });
    const exported = await get(impostor, '/api/account/export');
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['careerpilot-data.json'] as Uint8Array),
    );
    expect(data.waitlist).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Jane Doe');
    expect(JSON.stringify(data)).not.toContain('5551234567');
  });

  it('an account’s session alone cannot delete it: without the right password nothing is deleted', async () => {
    const app = await buildTestApp();
    const account = await signedUp(app);
    await uploadResume(account, 'cv.pdf', resume);
    const before = await snapshot(app);
    const withoutPassword = await send(account, 'DELETE', '/api/account', { confirm: 'DELETE' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({ message: 'Enter your password to delete your account.' });
    const wrongPassword = await send(account, 'DELETE', '/api/account', {
      confirm: 'DELETE',
      password: 'a guess at it',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toEqual({
      message: 'That password is not right. Enter the password you sign in with.',
    });
    expect(await snapshot(app)).toBe(before);
    expect((await get(account, '/api/auth/me')).json()).toMatchObject({ guest: false, email: owner.email });
  });
});
