import { beforeAll, describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Activity, Progress } from '#common/api/progress.ts';
import type { Resume } from '#common/api/resume.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

type User = { app: TestApp; cookie: string };

let fixtures: Map<string, Uint8Array>;
beforeAll(async () => {
  fixtures = await fixtureResumes();
});

async function user(app: TestApp): Promise<User> {
  return { app, cookie: sessionCookieFrom(await app.inject({ method: 'GET', url: '/api/auth/me' })) ?? '' };
}

const send = ({ app, cookie }: User, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const get = async <T>({ app, cookie }: User, url: string): Promise<T> =>
  (await app.inject({ method: 'GET', url, headers: { cookie } })).json();

async function upload({ app, cookie }: User, name: string): Promise<Resume> {
  const { payload, headers } = multipartBody([
    { field: 'resume', fileName: name, bytes: fixtures.get(name) as Uint8Array },
  ]);
  return (
    await app.inject({
      method: 'POST',
      url: '/api/resume/upload',
      payload,
      headers: { ...headers, cookie, origin: TEST_ORIGIN },
    })
  ).json();
}

const nurseProfile = {
  currentRole: 'Staff Nurse',
  targetRole: 'Registered Nurse',
  industry: 'healthcare',
  experience: 6,
  skills: ['Patient Assessment', 'BLS'],
  preferences: { workType: 'flexible', location: '' },
};

describe('GET /api/progress', () => {
  it('is all zeros for a new visitor', async () => {
    const app = await buildTestApp();
    expect(await get(await user(app), '/api/progress')).toEqual({
      overallProgress: 0,
      resumeAnalyses: 0,
      interviewsPracticed: 0,
      skillsImproved: 0,
      jobsApplied: 0,
    });
  });

  it('adds each step of the journey, counting only this user’s data', async () => {
    const app = await buildTestApp();
    const someone = await user(app);
    const stranger = await user(app);

    await upload(someone, 'registered-nurse-weak.pdf');
    expect(await get<Progress>(someone, '/api/progress')).toMatchObject({
      resumeAnalyses: 1,
      overallProgress: 25,
    });

    const session = (
      await send(someone, 'POST', '/api/interview/start', {
        industry: 'healthcare',
        role: 'Registered Nurse',
      })
    ).json();
    expect((await get<Progress>(someone, '/api/progress')).interviewsPracticed).toBe(0);
    await send(someone, 'POST', `/api/interview/${session.id}/response`, {
      questionIndex: 0,
      response: 'I would check the patient first.',
    });
    expect(await get<Progress>(someone, '/api/progress')).toMatchObject({
      interviewsPracticed: 1,
      overallProgress: 30,
    });

    await send(someone, 'POST', '/api/linkedin/optimize', { headline: 'Registered Nurse | Telemetry' });
    await send(someone, 'POST', '/api/career/profile', nurseProfile);
    expect((await get<Progress>(someone, '/api/progress')).overallProgress).toBe(60);

    const [match] = await get<JobMatch[]>(someone, '/api/jobs/matches');
    await send(someone, 'PATCH', `/api/jobs/${match?.id}/apply`, {});
    expect(await get<Progress>(someone, '/api/progress')).toMatchObject({
      jobsApplied: 1,
      overallProgress: 64,
    });

    expect(await get<Progress>(stranger, '/api/progress')).toMatchObject({
      overallProgress: 0,
      resumeAnalyses: 0,
      jobsApplied: 0,
    });
  });

  it('counts a recommended keyword as improved once it appears in the user’s skills', async () => {
    const app = await buildTestApp();
    const someone = await user(app);
    const resume = await upload(someone, 'registered-nurse-weak.pdf');
    const [first, second] = resume.analysis.keywords;
    expect((await get<Progress>(someone, '/api/progress')).skillsImproved).toBe(0);
    await send(someone, 'POST', '/api/career/profile', {
      ...nurseProfile,
      skills: [first, second, 'Underwater Basket Weaving'],
    });
    expect((await get<Progress>(someone, '/api/progress')).skillsImproved).toBe(2);
  });
});

describe('GET /api/activity', () => {
  it('lists the user’s latest steps, newest first', async () => {
    const app = await buildTestApp();
    const someone = await user(app);
    await upload(someone, 'registered-nurse-strong.pdf');
    await send(someone, 'POST', '/api/career/profile', nurseProfile);
    const activity = await get<Activity[]>(someone, '/api/activity');
    expect(activity.map((item) => item.kind)).toEqual(['career', 'resume']);
    expect(activity[0]?.detail).toBe('Target role: Registered Nurse');
    expect(activity[1]?.detail).toMatch(/^registered-nurse-strong\.pdf · Score: \d+\/100$/);
    expect(await get(await user(app), '/api/activity')).toEqual([]);
  });
});

describe('GET /api/config', () => {
  it('names the AI provider and the support address, and nothing secret', async () => {
    const app = await buildTestApp();
    const config = await get(await user(app), '/api/config');
    expect(config).toEqual({
      aiProvider: 'local',
      aiProviderLabel: 'the built-in CareerPilot engine',
      supportEmail: 'support@careerpilot.example',
    });
  });
});
