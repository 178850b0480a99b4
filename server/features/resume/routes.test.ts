import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '#common/api/resume.ts';
import { resumeFiles, resumes } from '#server/db/schema/index.ts';
import { skillsShownBy } from '#server/knowledge/index.ts';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { nurseProfile } from '#server/testing/career-profiles.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
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
      expect(body.analysis.targetRole).toEqual({ title: 'Data Scientist', source: 'inferred' });

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
