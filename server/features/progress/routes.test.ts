import { beforeAll, describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Activity, Progress } from '#common/api/progress.ts';
import type { Resume } from '#common/api/resume.ts';
import { nurseProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

let fixtures: Map<string, Uint8Array>;
beforeAll(async () => {
  fixtures = await fixtureResumes();
});

const getJson = async <T>(who: Visitor, url: string): Promise<T> => (await get(who, url)).json();

async function upload(who: Visitor, name: string): Promise<Resume> {
  return (await uploadResume(who, name, fixtures.get(name) as Uint8Array)).json();
}

describe('GET /api/progress', () => {
  it('is all zeros for a new visitor', async () => {
    const app = await buildTestApp();
    expect(await getJson(await visitor(app), '/api/progress')).toEqual({
      overallProgress: 0,
      resumeAnalyses: 0,
      interviewsPracticed: 0,
      skillsImproved: 0,
      jobsApplied: 0,
    });
  });

  it('adds each step of the journey, counting only this user’s data', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const stranger = await visitor(app);

    await upload(someone, 'registered-nurse-weak.pdf');
    expect(await getJson<Progress>(someone, '/api/progress')).toMatchObject({
      resumeAnalyses: 1,
      overallProgress: 25,
    });

    const session = (
      await send(someone, 'POST', '/api/interview/start', {
        industry: 'healthcare',
        role: 'Registered Nurse',
      })
    ).json();
    expect((await getJson<Progress>(someone, '/api/progress')).interviewsPracticed).toBe(0);
    await send(someone, 'POST', `/api/interview/${session.id}/response`, {
      questionIndex: 0,
      response: 'I would check the patient first.',
    });
    expect(await getJson<Progress>(someone, '/api/progress')).toMatchObject({
      interviewsPracticed: 1,
      overallProgress: 30,
    });

    await send(someone, 'POST', '/api/linkedin/optimize', { headline: 'Registered Nurse | Telemetry' });
    await send(someone, 'POST', '/api/career/profile', nurseProfile);
    expect((await getJson<Progress>(someone, '/api/progress')).overallProgress).toBe(60);

    const [match] = await getJson<JobMatch[]>(someone, '/api/jobs/matches');
    await send(someone, 'PATCH', `/api/jobs/${match?.id}/apply`, {});
    expect(await getJson<Progress>(someone, '/api/progress')).toMatchObject({
      jobsApplied: 1,
      overallProgress: 64,
    });

    expect(await getJson<Progress>(stranger, '/api/progress')).toMatchObject({
      overallProgress: 0,
      resumeAnalyses: 0,
      jobsApplied: 0,
    });
  });

  it('counts a recommended keyword as improved once it appears in the user’s skills', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const resume = await upload(someone, 'registered-nurse-weak.pdf');
    const [first, second] = resume.analysis.keywords;
    expect((await getJson<Progress>(someone, '/api/progress')).skillsImproved).toBe(0);
    await send(someone, 'POST', '/api/career/profile', {
      ...nurseProfile,
      skills: [first, second, 'Underwater Basket Weaving'],
    });
    expect((await getJson<Progress>(someone, '/api/progress')).skillsImproved).toBe(2);
  });
});

describe('GET /api/activity', () => {
  it('lists the user’s latest steps, newest first', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await upload(someone, 'registered-nurse-strong.pdf');
    await send(someone, 'POST', '/api/career/profile', nurseProfile);
    const activity = await getJson<Activity[]>(someone, '/api/activity');
    expect(activity.map((item) => item.kind)).toEqual(['career', 'resume']);
    expect(activity[0]?.detail).toBe('Target role: Registered Nurse');
    expect(activity[1]?.detail).toMatch(/^registered-nurse-strong\.pdf · Score: \d+\/100$/);
    expect(await getJson(await visitor(app), '/api/activity')).toEqual([]);
  });
});

describe('GET /api/activity?view=dashboard', () => {
  it('lists the latest resume analyses, then the latest practice sessions, each with its score', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await upload(someone, 'registered-nurse-strong.pdf');
    await send(someone, 'POST', '/api/career/profile', nurseProfile);
    for (const role of ['Charge Nurse', 'Nurse Educator', 'Nurse Manager']) {
      const started = await send(someone, 'POST', '/api/interview/start', {
        industry: 'healthcare',
        role,
        experience: 6,
      });
      expect(started.statusCode).toBe(201);
    }
    const activity = await getJson<Activity[]>(someone, '/api/activity?view=dashboard');
    expect(activity.map(({ kind, title, detail }) => ({ kind, title, detail }))).toEqual([
      { kind: 'resume', title: 'Resume analyzed', detail: expect.stringMatching(/^Score: \d+\/100$/) },
      { kind: 'interview', title: 'Interview practice - Nurse Manager', detail: 'Healthcare · Score: 0/100' },
      {
        kind: 'interview',
        title: 'Interview practice - Nurse Educator',
        detail: 'Healthcare · Score: 0/100',
      },
    ]);
    expect(await getJson(await visitor(app), '/api/activity?view=dashboard')).toEqual([]);
    expect((await get(someone, '/api/activity?view=everything')).statusCode).toBe(400);
  });
});
