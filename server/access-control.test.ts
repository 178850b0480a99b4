import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '#common/api/interview.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Resume } from '#common/api/resume.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';

let resume: Uint8Array;
beforeAll(async () => {
  resume = (await fixtureResumes()).get('registered-nurse-strong.pdf') as Uint8Array;
});

const HOSTILE_ORIGIN = 'https://evil.example';

/** Every row of every table the users' data lives in, as one comparable snapshot. */
async function snapshot(app: TestApp): Promise<string> {
  const tables = [
    'users',
    'resumes',
    'resume_files',
    'interview_sessions',
    'interview_answers',
    'linkedin_profiles',
    'career_profiles',
    'job_matches',
    'chat_messages',
    'subscriptions',
    'usage_events',
    'waitlist_subscribers',
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

/** User A with one of everything that has an id: a resume, an answered session, job matches, a pending plan. */
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
    ['development', false],
    ['production', true],
  ] as const)(
    'the session cookie is HttpOnly and SameSite=Lax, and Secure only in production (%s)',
    async (nodeEnv, secure) => {
      const app = await buildTestApp({ config: { nodeEnv } });
      const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
      const cookie = response.cookies.find(({ name }) => name === 'cp_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Boolean(cookie?.secure)).toBe(secure);
    },
  );

  it('every answer, API or page, carries the Content-Security-Policy', async () => {
    const app = await buildTestApp();
    for (const url of ['/api/progress', '/api/no-such-route', '/healthz', '/dashboard']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
