import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Resume } from '#common/api/resume.ts';
import type { Tailoring, TailoringSummary, TargetJob } from '#common/api/tailoring.ts';
import { resumes } from '#server/db/schema/index.ts';
import { skillsShownBy } from '#server/knowledge/index.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import {
  ASHBY_BOARD,
  ASHBY_JOB_ID,
  GREENHOUSE_JOB,
  JSON_LD_ARRAY_PAGE,
  LEVER_POSTING,
  LEVER_POSTING_ID,
} from '#server/testing/posting-responses.ts';
import { sendHtml, sendJson, startStandIn } from '#server/testing/posting-stand-in.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

let fixtures: Map<string, Uint8Array>;

beforeAll(async () => {
  fixtures = await fixtureResumes();
});

const DATA_SCIENTIST_POSTING = `Senior Data Scientist
Acme Analytics is hiring a Senior Data Scientist to join our growth team in Seattle, WA (hybrid).

About the role
You will build models that decide which customers we reach, work with product managers and engineers, and
explain your results to leadership.

Requirements
- 5+ years of experience in data science or analytics
- Strong Python and SQL
- Experience with machine learning (scikit-learn, XGBoost) and A/B testing
- Experience with Spark or another distributed computing framework
- Excellent communication and stakeholder management skills
- Master's degree in Statistics, Computer Science or a related field

Nice to have
- Experience with Kubernetes
- Tableau or Looker

We are an equal opportunity employer. Benefits include health insurance and a 401(k).`;

async function uploaded(user: Visitor, name = 'data-scientist-strong.pdf'): Promise<Resume> {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture named ${name}`);
  const response = await uploadResume(user, name, bytes);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function readPastedJob(user: Visitor, text = DATA_SCIENTIST_POSTING): Promise<TargetJob> {
  const response = await send(user, 'POST', '/api/tailoring/job', { kind: 'text', text });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function tailored(user: Visitor, resumeId: number, job: TargetJob): Promise<Tailoring> {
  const response = await send(user, 'POST', `/api/resume/${resumeId}/tailorings`, { job });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function storedResumeText(app: TestApp, id: number): Promise<string> {
  const [row] = await app.db.select({ text: resumes.text }).from(resumes).where(eq(resumes.id, id));
  return row?.text ?? '';
}

/** Tests that tailor more often than the Free plan allows in a month. */
const NO_PLAN_LIMITS = { config: { planLimits: false } };

describe('POST /api/tailoring/job', () => {
  it('reads a pasted posting for the user to correct', async () => {
    const app = await buildTestApp();
    const job = await readPastedJob(await visitor(app));
    expect(job.title).toMatch(/data scientist/i);
    expect(job.company).toBe('Acme Analytics');
    expect(job.years).toBe(5);
    expect(job.education).toBe('master');
    expect(job.requiredSkills.join(' ')).toMatch(/Python/);
    expect(job.preferredSkills.join(' ')).toMatch(/Kubernetes/);
    expect(job.requiredSkills.join(' ')).not.toMatch(/insurance|401/i);
    expect(job.source).toEqual({ kind: 'pasted', matchId: null });
    expect(job.url).toBeNull();
  });

  it.each([
    [{ kind: 'text', text: 'Data Scientist' }, /at least 30 words/],
    [{ kind: 'text', text: 'word '.repeat(10_000) }, /at most 30000 characters/],
    [{ kind: 'url', url: 'ftp://example.com/job' }, /http:\/\/ or https:\/\//],
    [{ kind: 'url', url: 'not a url' }, /http:\/\/ or https:\/\//],
    [{ kind: 'match', matchId: 'seven' }, /./],
    [{ kind: 'fax' }, /'text', 'url' or 'match'/],
    [{}, /'text', 'url' or 'match'/],
  ])('refuses %j with a clear message', async (body, message) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/tailoring/job', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 422 to text that is all markup, with nothing to read', async () => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/tailoring/job', {
      kind: 'text',
      text: '<br> '.repeat(40),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/no job description/);
  });

  it('reads one of the user’s own job matches, and no one else’s', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    expect((await send(owner, 'POST', '/api/career/profile', dataScientistProfile)).statusCode).toBe(200);
    const [match] = (await get(owner, '/api/jobs/matches')).json();
    const response = await send(owner, 'POST', '/api/tailoring/job', { kind: 'match', matchId: match.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: match.title,
      company: match.company,
      source: { kind: 'match', matchId: match.id },
    });

    const stranger = await visitor(app);
    const refused = await send(stranger, 'POST', '/api/tailoring/job', { kind: 'match', matchId: match.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'No job match with this id. Save your career profile to get matches.',
    );
  });

  it('refuses a web address on this machine or a private network', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    for (const url of [
      'http://127.0.0.1:9/job',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/',
    ]) {
      const response = await send(user, 'POST', '/api/tailoring/job', { kind: 'url', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/\S/);
    }
  });
});

describe('POST /api/resume/:id/tailorings', () => {
  it('compares the resume with the job: a match rate from explained parts, keywords, the parse preview and true rewrites', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const resume = await uploaded(user);
    const job = await readPastedJob(user);
    const tailoring = await tailored(user, resume.id, job);

    expect(tailoring).toMatchObject({
      resumeId: resume.id,
      resumeFileName: resume.fileName,
      job,
      accepted: [],
    });
    expect(tailoring.parts.map((part) => part.id).sort()).toEqual(
      ['ats', 'education', 'hard-skills', 'seniority', 'soft-skills', 'title'].sort(),
    );
    expect(tailoring.parts.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(100);
    for (const part of tailoring.parts) expect(part.detail.length).toBeGreaterThan(10);
    expect(tailoring.matched.map((hit) => hit.skill)).toContain('Python');
    for (const hit of tailoring.matched) expect(hit.quote).toMatch(/\S/);
    for (const gap of tailoring.missing) expect(gap.placement.section).toMatch(/\S/);
    expect(tailoring.preview.contact.email).toMatch(/@/);
    expect(tailoring.preview.jobs.length).toBeGreaterThan(0);

    const resumeText = await storedResumeText(app, resume.id);
    const resumeSkills = new Set(skillsShownBy(resumeText).keys());
    const resumeNumbers = new Set(resumeText.match(/\d+(?:[.,]\d+)*/g));
    for (const { after } of tailoring.rewrites) {
      expect([...skillsShownBy(after).keys()].filter((skill) => !resumeSkills.has(skill))).toEqual([]);
      expect((after.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((number) => !resumeNumbers.has(number))).toEqual(
        [],
      );
    }
  });

  it('gives the same resume and job the same match rate', async () => {
    const app = await buildTestApp(NO_PLAN_LIMITS);
    const user = await visitor(app);
    const resume = await uploaded(user);
    const job = await readPastedJob(user);
    const first = await tailored(user, resume.id, job);
    const second = await tailored(user, resume.id, job);
    expect(second.matchRate).toBe(first.matchRate);
    expect(second.parts).toEqual(first.parts);
    expect(second.missing).toEqual(first.missing);
  });

  it('uses the job as the user corrected it', async () => {
    const app = await buildTestApp(NO_PLAN_LIMITS);
    const user = await visitor(app);
    const resume = await uploaded(user);
    const job = await readPastedJob(user);
    const asRead = await tailored(user, resume.id, job);
    const corrected = await tailored(user, resume.id, {
      ...job,
      requiredSkills: [...job.requiredSkills, 'Fortran', 'COBOL'],
    });
    expect(corrected.missing.map((gap) => gap.keyword)).toEqual(expect.arrayContaining(['Fortran', 'COBOL']));
    expect(corrected.matchRate).toBeLessThan(asRead.matchRate);
  });

  it('refuses a job without a title, and another user’s resume', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const resume = await uploaded(owner);
    const job = await readPastedJob(owner);

    const untitled = await send(owner, 'POST', `/api/resume/${resume.id}/tailorings`, {
      job: { ...job, title: ' ' },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toMatch(/job title/i);

    const stranger = await visitor(app);
    const refused = await send(stranger, 'POST', `/api/resume/${resume.id}/tailorings`, { job });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No resume with this id.');
    expect((await get(stranger, `/api/resume/${resume.id}/tailorings`)).statusCode).toBe(404);
  });

  it('counts against the Free plan: the fourth tailoring in a month is refused with the plans that lift it', async () => {
    const app = await buildTestApp({ config: { planLimits: true } });
    const user = await visitor(app);
    const resume = await uploaded(user);
    const job = await readPastedJob(user);
    for (let use = 0; use < 3; use += 1) await tailored(user, resume.id, job);
    const refused = await send(user, 'POST', `/api/resume/${resume.id}/tailorings`, { job });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/3 job tailorings per month/);
    expect((await get(user, `/api/resume/${resume.id}/tailorings`)).json()).toHaveLength(3);
  });
});

describe('a saved tailoring', () => {
  async function oneTailoring(app: TestApp) {
    const owner = await visitor(app);
    const resume = await uploaded(owner);
    const tailoring = await tailored(owner, resume.id, await readPastedJob(owner));
    return { owner, resume, tailoring };
  }

  it('is listed under its resume and opened whole', async () => {
    const app = await buildTestApp();
    const { owner, resume, tailoring } = await oneTailoring(app);
    const list: TailoringSummary[] = (await get(owner, `/api/resume/${resume.id}/tailorings`)).json();
    expect(list).toEqual([
      {
        id: tailoring.id,
        resumeId: resume.id,
        createdAt: tailoring.createdAt,
        matchRate: tailoring.matchRate,
        fit: tailoring.fit,
        title: tailoring.job.title,
        company: tailoring.job.company,
      },
    ]);
    expect((await get(owner, `/api/tailorings/${tailoring.id}`)).json()).toEqual(tailoring);
  });

  it('keeps the rewrites the user took, drops ids it does not have, and undoes', async () => {
    const app = await buildTestApp();
    const { owner, tailoring } = await oneTailoring(app);
    const [first] = tailoring.rewrites;
    if (!first) throw new Error('the strong resume should get at least one rewrite');
    const taken = await send(owner, 'PATCH', `/api/tailorings/${tailoring.id}`, {
      accepted: [first.id, 'b-none'],
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().accepted).toEqual([first.id]);
    const undone = await send(owner, 'PATCH', `/api/tailorings/${tailoring.id}`, { accepted: [] });
    expect(undone.json().accepted).toEqual([]);
    expect((await get(owner, `/api/tailorings/${tailoring.id}`)).json().accepted).toEqual([]);
  });

  it('downloads as a PDF report', async () => {
    const app = await buildTestApp();
    const { owner, tailoring } = await oneTailoring(app);
    const response = await get(owner, `/api/tailorings/${tailoring.id}/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="careerpilot-tailoring-\d+-[\d-]+\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is no one else’s to read, change, download or delete', async () => {
    const app = await buildTestApp();
    const { tailoring } = await oneTailoring(app);
    const stranger = await visitor(app);
    const path = `/api/tailorings/${tailoring.id}`;
    for (const response of [
      await get(stranger, path),
      await get(stranger, `${path}/report`),
      await send(stranger, 'PATCH', path, { accepted: [] }),
      await send(stranger, 'DELETE', path),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No tailoring with this id.');
    }
  });

  it('is deleted by its owner, and with its resume', async () => {
    const app = await buildTestApp(NO_PLAN_LIMITS);
    const { owner, resume, tailoring } = await oneTailoring(app);
    expect((await send(owner, 'DELETE', `/api/tailorings/${tailoring.id}`)).statusCode).toBe(204);
    expect((await get(owner, `/api/tailorings/${tailoring.id}`)).statusCode).toBe(404);

    const another = await tailored(owner, resume.id, tailoring.job);
    expect((await send(owner, 'DELETE', `/api/resume/${resume.id}`)).statusCode).toBe(204);
    expect((await get(owner, `/api/tailorings/${another.id}`)).statusCode).toBe(404);
  });

  it.each(['0', '-1', 'abc', '99999999999'])(
    'answers 400 or 404 with a message for the id %s',
    async (id) => {
      const app = await buildTestApp();
      const response = await get(await visitor(app), `/api/tailorings/${id}`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/\S/);
    },
  );
});

describe('POST /api/tailoring/job from a posting’s web address', () => {
  async function boards() {
    const api = await startStandIn((request, response) => {
      const path = request.url?.split('?')[0];
      if (path === '/greenhouse/v1/boards/acme/jobs/4012345') return sendJson(response, GREENHOUSE_JOB);
      if (path === `/lever/v0/postings/acme/${LEVER_POSTING_ID}`) return sendJson(response, LEVER_POSTING);
      if (path === '/ashby/posting-api/job-board/notion') return sendJson(response, ASHBY_BOARD);
      if (path === '/jobs/data-analyst') return sendHtml(response, JSON_LD_ARRAY_PAGE);
      if (path === '/jobs/title-only')
        return sendHtml(
          response,
          '<script type="application/ld+json">{"@type": "JobPosting", "title": "Barista", "hiringOrganization": "Bean Co"}</script>',
        );
      if (path === '/jobs/moved') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      }
      if (path === '/jobs/huge') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(`<html><body>${'x'.repeat(10 * 1024 * 1024)}</body></html>`);
      }
      sendJson(response, { status: 404, error: 'Job not found' }, 404);
    });
    onTestFinished(api.close);
    const app = await buildTestApp({
      config: {
        postingApis: {
          greenhouse: `${api.origin}/greenhouse`,
          lever: `${api.origin}/lever`,
          ashby: `${api.origin}/ashby`,
        },
        postingAllowedOrigins: [api.origin],
      },
    });
    return { api, user: await visitor(app) };
  }

  const readUrl = (user: Visitor, url: string) =>
    send(user, 'POST', '/api/tailoring/job', { kind: 'url', url });

  it.each([
    [
      'Greenhouse',
      'https://job-boards.greenhouse.io/acme/jobs/4012345',
      'Senior Backend Engineer',
      'Acme Robotics',
    ],
    ['Lever', `https://jobs.lever.co/acme/${LEVER_POSTING_ID}`, LEVER_POSTING.text, 'Acme'],
    ['Ashby', `https://jobs.ashbyhq.com/notion/${ASHBY_JOB_ID}`, undefined, 'Notion'],
  ])('reads a %s posting through its public API', async (_board, url, title, company) => {
    const { user } = await boards();
    const response = await readUrl(user, url);
    expect(response.statusCode, response.body).toBe(200);
    const job: TargetJob = response.json();
    if (title) expect(job.title).toBe(title);
    expect(job.company).toBe(company);
    expect(job.url).toBe(url);
    expect(job.source).toEqual({ kind: 'url', matchId: null });
    expect(job.description.length).toBeGreaterThan(20);
  });

  it('reads any page that carries a schema.org JobPosting', async () => {
    const { api, user } = await boards();
    const response = await readUrl(user, `${api.origin}/jobs/data-analyst`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Data Analyst', company: 'Initech' });
    expect(response.json().requiredSkills.join(' ')).toMatch(/SQL/);
  });

  it('refuses a redirect to a private address, and a 10 MB page, with a message', async () => {
    const { api, user } = await boards();
    const redirected = await readUrl(user, `${api.origin}/jobs/moved`);
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json().message).toMatch(/\S/);
    const huge = await readUrl(user, `${api.origin}/jobs/huge`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/\S/);
  });

  it('asks for the description when the posting has none', async () => {
    const { api, user } = await boards();
    const response = await readUrl(user, `${api.origin}/jobs/title-only`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/Paste the job description instead/);
  });

  it('says so when the posting is gone', async () => {
    const { api, user } = await boards();
    const response = await readUrl(user, `${api.origin}/jobs/closed`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/\S/);
  });
});
