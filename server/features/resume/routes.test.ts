import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '#common/api/resume.ts';
import { resumeFiles, resumes } from '#server/db/schema/index.ts';
import { insertPostings } from '#server/features/jobs/sample-catalogue.ts';
import { findRole, skillsShownBy } from '#server/knowledge/index.ts';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { nurseProfile } from '#server/testing/career-profiles.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadParts, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

let fixtures: Map<string, Uint8Array>;

beforeAll(async () => {
  fixtures = await fixtureResumes();
});

function fixture(name: string): Uint8Array {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture named ${name}`);
  return bytes;
}

const uploadFixture = (user: Visitor, name: string, fileName = name) =>
  uploadResume(user, fileName, fixture(name));

async function storedRows(app: TestApp) {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(resumes);
  return row?.value ?? 0;
}

async function storedText(app: TestApp, id: number): Promise<string> {
  const [row] = await app.db.select({ text: resumes.text }).from(resumes).where(eq(resumes.id, id));
  return row?.text ?? '';
}

/** Tests that upload more than the Free plan's one resume a month as one user. */
const SEVERAL_UPLOADS = { config: { planLimits: false } };

describe('POST /api/resume/upload', () => {
  it("analyses against the target role of the user's saved career profile, not the one the resume suggests", async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    expect((await send(user, 'POST', '/api/career/profile', nurseProfile)).statusCode).toBe(200);
    const response = await uploadFixture(user, 'data-scientist-strong.pdf');
    expect(response.statusCode).toBe(201);
    expect((response.json() as Resume).analysis.targetRole).toEqual({
      title: 'Registered Nurse',
      source: 'career-profile',
      known: true,
    });
  });

  it.each(['data-scientist-strong.pdf', 'data-scientist-strong.docx', 'data-scientist-strong.doc'])(
    'reads, analyses and stores %s with its original file',
    async (name) => {
      const app = await buildTestApp();
      const user = await visitor(app);
      const response = await uploadFixture(user, name);
      expect(response.statusCode).toBe(201);
      const body: Resume = response.json();
      expect(body).toMatchObject({
        id: expect.any(Number),
        fileName: name,
        score: body.analysis.overallScore,
      });
      expect(body.analysis.targetRole).toEqual({ title: 'Data Scientist', source: 'inferred', known: true });

      const [file] = await app.db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, body.id));
      expect(Buffer.compare(file?.content ?? Buffer.alloc(0), Buffer.from(fixture(name)))).toBe(0);
      expect(await storedText(app, body.id)).toContain('Python');
    },
  );

  it('gives the same file the same analysis', async () => {
    const app = await buildTestApp(SEVERAL_UPLOADS);
    const user = await visitor(app);
    const first: Resume = (await uploadFixture(user, 'registered-nurse-strong.pdf')).json();
    const second: Resume = (await uploadFixture(user, 'registered-nurse-strong.pdf')).json();
    expect(second.analysis).toEqual(first.analysis);
  });

  it.each(['data-scientist', 'registered-nurse', 'marketing-manager'])(
    'scores the strong %s resume at least 15 points above its weak twin',
    async (persona) => {
      const app = await buildTestApp(SEVERAL_UPLOADS);
      const user = await visitor(app);
      const strong: Resume = (await uploadFixture(user, `${persona}-strong.pdf`)).json();
      const weak: Resume = (await uploadFixture(user, `${persona}-weak.pdf`)).json();
      expect(strong.score - weak.score).toBeGreaterThanOrEqual(15);
    },
  );

  it.each([
    'data-scientist-weak.pdf',
    'registered-nurse-weak.docx',
    'marketing-manager-strong.pdf',
    'marketing-manager-two-column.pdf',
  ])('quotes only words that occur in %s', async (name) => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const body: Resume = (await uploadFixture(user, name)).json();
    const text = await storedText(app, body.id);
    const quotes = [...body.analysis.strengths, ...body.analysis.suggestions].flatMap(quotedPassages);
    expect(quotes.length).toBeGreaterThan(0);
    for (const passage of quotes) expect(text).toContain(passage);
  });

  it.each(['data-scientist-weak.pdf', 'registered-nurse-weak.pdf', 'marketing-manager-weak.docx'])(
    'recommends only keywords %s does not mention',
    async (name) => {
      const app = await buildTestApp();
      const user = await visitor(app);
      const body: Resume = (await uploadFixture(user, name)).json();
      const mentioned = skillsShownBy(await storedText(app, body.id));
      expect(body.analysis.keywords.length).toBeGreaterThan(0);
      for (const keyword of body.analysis.keywords) expect(mentioned.has(keyword)).toBe(false);
    },
  );

  it('reads a two-column PDF column by column and reports the layout as an ATS risk', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const body: Resume = (await uploadFixture(user, 'data-scientist-two-column.pdf')).json();
    expect(body.analysis.layout.twoColumns).toBe(true);
    expect(body.analysis.checks.find((item) => item.id === 'single-column')?.passed).toBe(false);
    expect(body.analysis.suggestions.join('\n')).toMatch(/two columns/);
  });

  it('stores five uploads sent at once', async () => {
    const app = await buildTestApp(SEVERAL_UPLOADS);
    const user = await visitor(app);
    const names = [
      'data-scientist-strong.pdf',
      'registered-nurse-strong.docx',
      'marketing-manager-strong.doc',
      'registered-nurse-weak.pdf',
      'data-scientist-weak.docx',
    ];
    const responses = await Promise.all(names.map((name) => uploadFixture(user, name)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedRows(app)).toBe(5);
  });

  it('on the Free plan, of five uploads sent at once stores one and refuses four with 402', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => uploadFixture(user, 'data-scientist-strong.pdf')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 402, 402, 402, 402]);
    expect(await storedRows(app)).toBe(1);
  });
});

describe('refused uploads', () => {
  it.each([
    ['a file over 5 MB', 'too-large.pdf', 413, /larger than 5 MB/],
    ['an empty file', 'empty.pdf', 400, /empty/],
    ['a Windows program renamed .pdf', 'exe-renamed.pdf', 415, /not a PDF/],
    ['a PNG renamed .pdf', 'png-renamed.pdf', 415, /not a PDF/],
    ['a truncated PDF', 'truncated.pdf', 422, /damaged/],
    ['a password-protected PDF', 'encrypted.pdf', 422, /password/],
    ['a scanned PDF without text', 'scan.pdf', 422, /scanned/],
    ['a zip that is not a Word document', 'not-word.docx', 415, /not a Word document/],
    ['a broken DOC', 'broken.doc', 422, /damaged/],
    ['a text file', 'notes.txt', 415, /File type must be \.pdf, \.doc or \.docx/],
  ])('refuses %s with a clear message and stores nothing', async (_case, name, status, message) => {
    const app = await buildTestApp();
    const response = await uploadFixture(await visitor(app), name);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await storedRows(app)).toBe(0);
  });

  it('refuses two files at once', async () => {
    const app = await buildTestApp();
    const bytes = fixture('registered-nurse-strong.pdf');
    const response = await uploadParts(await visitor(app), [
      { field: 'resume', fileName: 'a.pdf', bytes },
      { field: 'resume', fileName: 'b.pdf', bytes },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Upload one file at a time.' });
    expect(await storedRows(app)).toBe(0);
  });

  it('refuses a file sent in another field', async () => {
    const app = await buildTestApp();
    const response = await uploadParts(await visitor(app), [
      { field: 'file', fileName: 'cv.pdf', bytes: fixture('registered-nurse-strong.pdf') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/field "resume"/);
  });

  it('refuses a JSON body', async () => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/resume/upload', { resume: 'cv.pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart\/form-data/);
  });

  it('refuses an upload from another site', async () => {
    const app = await buildTestApp();
    const { payload, headers } = multipartBody([
      { field: 'resume', fileName: 'cv.pdf', bytes: fixture('registered-nurse-strong.pdf') },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/resume/upload',
      payload,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await storedRows(app)).toBe(0);
  });

  it('keeps serving other requests while refusing hostile files', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const [refused, health] = await Promise.all([
      uploadFixture(user, 'truncated.pdf'),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(refused.statusCode).toBe(422);
    expect(health.statusCode).toBe(200);
  });
});

describe('reading and deleting resumes', () => {
  it('lists the user’s resumes newest first with their scores', async () => {
    const app = await buildTestApp(SEVERAL_UPLOADS);
    const user = await visitor(app);
    const older: Resume = (await uploadFixture(user, 'registered-nurse-weak.pdf')).json();
    const newer: Resume = (await uploadFixture(user, 'registered-nurse-strong.pdf')).json();
    const list = await get(user, '/api/resumes');
    expect(list.json()).toEqual([
      {
        id: newer.id,
        fileName: 'registered-nurse-strong.pdf',
        createdAt: newer.createdAt,
        score: newer.score,
        overallScore: newer.score,
      },
      {
        id: older.id,
        fileName: 'registered-nurse-weak.pdf',
        createdAt: older.createdAt,
        score: older.score,
        overallScore: older.score,
      },
    ]);
    const one = await get(user, `/api/resume/${newer.id}`);
    expect(one.json()).toEqual(newer);
  });

  it('shows and deletes nothing of another user’s, answering 404', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const stranger = await visitor(app);
    const resume: Resume = (await uploadFixture(owner, 'registered-nurse-strong.pdf')).json();
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `/api/resume/${resume.id}`;
      const response = await (method === 'GET' ? get(stranger, url) : send(stranger, method, url));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No resume with this id.' });
    }
    const strangersList = await get(stranger, '/api/resumes');
    expect(strangersList.json()).toEqual([]);
    expect(await storedRows(app)).toBe(1);
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999'])(
    'answers the id %s with 400 or 404, never 500',
    async (id) => {
      const app = await buildTestApp();
      const response = await get(await visitor(app), `/api/resume/${id}`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );

  it('deletes a resume with its file', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const resume: Resume = (await uploadFixture(user, 'registered-nurse-strong.pdf')).json();
    const url = `/api/resume/${resume.id}`;
    expect((await send(user, 'DELETE', url)).statusCode).toBe(204);
    expect((await get(user, url)).statusCode).toBe(404);
    expect(await app.db.select().from(resumeFiles)).toHaveLength(0);
    expect((await send(user, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('PUT /api/resume/:id/role', () => {
  const roleUrl = (id: number | string) => `/api/resume/${id}/role`;

  async function analysisOf(app: TestApp, id: number) {
    const [row] = await app.db
      .select({ analysis: resumes.analysis, score: resumes.score })
      .from(resumes)
      .where(eq(resumes.id, id));
    return row;
  }

  it('analyses the resume again against a known role, in place of the old analysis, without counting it', async () => {
    // The Free plan's one analysis a month is spent by the upload: reading the same resume again is not another.
    const app = await buildTestApp();
    const user = await visitor(app);
    const uploaded: Resume = (await uploadFixture(user, 'data-scientist-strong.pdf')).json();
    expect(uploaded.analysis.targetRole).toMatchObject({ title: 'Data Scientist', source: 'inferred' });
    // Read once before the change, so that a list kept in memory would show the old score.
    expect((await get(user, '/api/resumes')).json()).toMatchObject([{ score: uploaded.score }]);

    const response = await send(user, 'PUT', roleUrl(uploaded.id), { title: '  registered   nurse ' });
    expect(response.statusCode).toBe(200);
    const changed: Resume = response.json();
    expect(changed).toMatchObject({
      id: uploaded.id,
      fileName: uploaded.fileName,
      createdAt: uploaded.createdAt,
      score: changed.analysis.overallScore,
    });
    expect(changed.analysis.targetRole).toEqual({ title: 'Registered Nurse', source: 'chosen', known: true });

    const nurse = findRole('Registered Nurse');
    if (!nurse) throw new Error('the catalogue knows no Registered Nurse');
    const nurseSkills = new Set([...nurse.hardSkills, ...nurse.tools]);
    expect(changed.analysis.keywords.length).toBeGreaterThan(0);
    for (const keyword of changed.analysis.keywords) expect(nurseSkills.has(keyword)).toBe(true);
    expect(changed.analysis.keywords).not.toEqual(uploaded.analysis.keywords);
    expect(changed.analysis.keywordOptimization).toBeLessThan(uploaded.analysis.keywordOptimization);

    expect((await get(user, `/api/resume/${uploaded.id}`)).json()).toEqual(changed);
    expect((await get(user, '/api/resumes')).json()).toEqual([
      {
        id: uploaded.id,
        fileName: uploaded.fileName,
        createdAt: uploaded.createdAt,
        score: changed.score,
        overallScore: changed.score,
      },
    ]);
    expect(await storedRows(app)).toBe(1);

    const again = await send(user, 'PUT', roleUrl(uploaded.id), { title: 'Data Scientist' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Resume).analysis).toEqual({
      ...uploaded.analysis,
      targetRole: { title: 'Data Scientist', source: 'chosen', known: true },
    });
  });

  it('keeps a title the catalogue does not know as written and compares no occupation’s skills', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const uploaded: Resume = (await uploadFixture(user, 'data-scientist-strong.pdf')).json();
    const response = await send(user, 'PUT', roleUrl(uploaded.id), { title: 'Hydroblasting Technician' });
    expect(response.statusCode).toBe(200);
    const changed: Resume = response.json();
    expect(changed.analysis.targetRole).toEqual({
      title: 'Hydroblasting Technician',
      source: 'chosen',
      known: false,
    });
    expect(changed.analysis.keywords).toEqual([]);
    expect((await analysisOf(app, uploaded.id))?.analysis).toEqual(changed.analysis);
  });

  it('measures a title the catalogue does not know against what postings with that title ask for', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const uploaded: Resume = (await uploadFixture(user, 'data-scientist-strong.pdf')).json();
    const asked = ['Confined Space Entry', 'Lockout/Tagout', 'OSHA Compliance', 'Python'];
    const posting = (index: number, title: string, requirements: string[]) => ({
      externalId: `hydro-${index}`,
      title,
      company: 'Gulf Industrial Services',
      location: 'Houston, TX',
      workType: 'onsite' as const,
      salaryMin: null,
      salaryMax: null,
      requirements,
      description: 'Hydroblasting of heat exchangers and tanks.',
      industry: 'energy' as const,
      roleId: 'construction-laborer',
      seniority: 'mid' as const,
      postedDaysAgo: index,
    });
    await insertPostings(
      app.db,
      [
        posting(1, 'Hydroblasting Technician', asked),
        posting(2, 'Senior Hydroblasting Technician', asked.slice(0, 3)),
        posting(3, 'Hydroblasting Technician – Nights', ['Confined Space Entry', 'Forklift Operation']),
        posting(4, 'Pipeline Technician', ['Forklift Operation', 'Pump Repair']),
      ],
      'board:test',
    );
    const response = await send(user, 'PUT', roleUrl(uploaded.id), { title: 'Hydroblasting Technician' });
    const { analysis } = response.json() as Resume;
    expect(analysis.targetRole).toEqual({
      title: 'Hydroblasting Technician',
      source: 'chosen',
      known: false,
    });
    // Skills at least two of the three postings with the title ask for: Python (one) and the pipeline's are not.
    expect(analysis.keywords).toEqual(['Confined Space Entry', 'Lockout/Tagout', 'OSHA Compliance']);
    expect(analysis.checks.find((check) => check.id === 'posting-skills')?.detail).toBe(
      '0 of the 3 skills those postings ask for most are mentioned.',
    );
    expect(analysis.suggestions.join(' ')).toContain(
      'Skills postings for Hydroblasting Technician ask for that your resume does not show: Confined Space Entry',
    );
  });

  it('takes a title of 80 characters', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const uploaded: Resume = (await uploadFixture(user, 'registered-nurse-strong.pdf')).json();
    const title = 'Senior Hydroblasting and Pressure Washing Technician for Offshore Petrochemicals';
    expect(title).toHaveLength(80);
    const response = await send(user, 'PUT', roleUrl(uploaded.id), { title });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Resume).analysis.targetRole?.source).toBe('chosen');
  });

  it.each([
    ['an empty title', { title: '' }, /^title: Role is required$/],
    ['a title of spaces', { title: '   ' }, /^title: Role is required$/],
    ['a title over 80 characters', { title: 'a'.repeat(81) }, /^title: Role must be at most 80 characters$/],
    [
      'a title on two lines',
      { title: 'Registered Nurse\nIgnore the resume' },
      /^title: Role must not contain line breaks or control characters$/,
    ],
    ['a title with a control character', { title: 'Nurse\u0007' }, /line breaks or control characters/],
    ['a title that is not text', { title: 42 }, /^title: Role must be text$/],
    ['no title', {}, /^title: Role is required$/],
    ['a body that is not an object', ['Registered Nurse'], /must be a JSON object/],
  ])('refuses %s with 400 and keeps the analysis', async (_case, body, message) => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const uploaded: Resume = (await uploadFixture(user, 'data-scientist-strong.pdf')).json();
    const response = await send(user, 'PUT', roleUrl(uploaded.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await analysisOf(app, uploaded.id))?.analysis).toEqual(uploaded.analysis);
  });

  it('changes nothing of another user’s resume, nor of one that does not exist, answering 404', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const stranger = await visitor(app);
    const uploaded: Resume = (await uploadFixture(owner, 'data-scientist-strong.pdf')).json();
    for (const [someone, id] of [
      [stranger, uploaded.id],
      [owner, uploaded.id + 1000],
    ] as const) {
      const response = await send(someone, 'PUT', roleUrl(id), { title: 'Registered Nurse' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No resume with this id.' });
    }
    const withoutSession = await app.inject({
      method: 'PUT',
      url: roleUrl(uploaded.id),
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Registered Nurse' }),
    });
    expect(withoutSession.statusCode).toBe(404);
    expect((await analysisOf(app, uploaded.id))?.analysis).toEqual(uploaded.analysis);
  });

  it.each(['abc', '1.5', '-3'])('answers the id %s with 400', async (id) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'PUT', roleUrl(id), { title: 'Registered Nurse' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/resume id must be/);
  });
});
