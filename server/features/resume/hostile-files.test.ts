import { sql } from 'drizzle-orm';
import { Unzip, UnzipInflate } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RESUME_MAX_BYTES, RESUME_TEXT_MAX_LENGTH } from '#common/resume.ts';
import { resumes } from '#server/db/schema/index.ts';
import { MAX_DOCX_UNPACKED_BYTES } from '#server/files/file-type.ts';
import { readZipDirectory } from '#server/files/zip-directory.ts';
import { expectPromptAnswers, probeWhile } from '#server/testing/event-loop-probe.ts';
import { buildAppOn, buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { get, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import {
  ANALYSED_ATTACK_LENGTH,
  hostileDescriptions,
  hostileFiles,
  NO_WHITESPACE_BYTES,
  REPORTED_RUN_LENGTH,
  renderParagraphsDocx,
  THOUSANDS_OF_PAGES,
  ZIP_BOMB_DECLARED_BYTES,
} from '../../../scripts/fixtures/hostile.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

/** Shorter than the 20 s default so a file that hangs fails the suite quickly; the limit still applies. */
const EXTRACTION_TIMEOUT_MS = 5000;
/** The same for the built-in engine's analysis of the text. */
const ENGINE_TIMEOUT_MS = 5000;
/** Time on top of the limits for the multipart parsing, the checks and the answer. */
const ANSWER_MARGIN_MS = 2000;
/**
 * What the server thread's memory (its JavaScript heap and the buffers it holds) may grow by while it is sent
 * every hostile file at once. The readers' threads are not counted: V8 stops each at its heap limit, and a file
 * that needs more is refused as too complex (tested above).
 */
const MEMORY_GROWTH_BOUND = 128 * 1024 * 1024;
const MEMORY_SAMPLE_MS = 10;

const DAMAGED = /appears to be damaged/;
const UNPACKS_TOO_FAR = /unpacks to far more than any resume/;
const TOO_MUCH_TEXT = /characters of text, far more than a resume/;

type Refusal = { name: string; status: 400 | 413 | 415 | 422; message: RegExp };

const refusals: Refusal[] = [
  { name: 'zip-bomb.docx', status: 415, message: UNPACKS_TOO_FAR },
  { name: 'zip-bomb-lying.docx', status: 422, message: UNPACKS_TOO_FAR },
  { name: 'entity-bomb.docx', status: 422, message: DAMAGED },
  { name: 'malformed.pdf', status: 422, message: DAMAGED },
  { name: 'stream-bomb.pdf', status: 422, message: UNPACKS_TOO_FAR },
  { name: 'thousands-of-pages.pdf', status: 422, message: new RegExp(`has ${THOUSANDS_OF_PAGES} pages`) },
  { name: 'empty.docx', status: 400, message: /file is empty/ },
  { name: 'empty.doc', status: 400, message: /file is empty/ },
  { name: 'polyglot.pdf', status: 422, message: DAMAGED },
  { name: 'polyglot.docx', status: 415, message: /named \.docx but is not a Word document/ },
  { name: 'bad-header.doc', status: 422, message: DAMAGED },
  { name: 'encrypted.pdf', status: 422, message: /password-protected/ },
  { name: 'truncated.pdf', status: 422, message: DAMAGED },
];

/**
 * Files whose text is built to make the analysers' patterns backtrack. Over the text cap they are refused;
 * under it they are read, analysed and stored like any resume.
 */
const textRefusals: Refusal[] = [
  { name: 'one-letter-reported.docx', status: 422, message: TOO_MUCH_TEXT },
  { name: 'no-whitespace-1mb.docx', status: 422, message: TOO_MUCH_TEXT },
];
const analysedAttacks = ['one-letter.docx', 'at-signs.docx', 'no-whitespace.docx', 'deep-punctuation.docx'];
const REUSED_FIXTURES = ['encrypted.pdf', 'truncated.pdf'];

let files: Map<string, Uint8Array>;
let realResume: Uint8Array;

beforeAll(async () => {
  const fixtures = await fixtureResumes();
  files = new Map(await hostileFiles());
  for (const name of REUSED_FIXTURES) files.set(name, fixtureBytes(fixtures, name));
  realResume = fixtureBytes(fixtures, 'data-scientist-strong.pdf');
});

function fixtureBytes(fixtures: Map<string, Uint8Array>, name: string): Uint8Array {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture named ${name}`);
  return bytes;
}

const hostile = (name: string): Uint8Array => fixtureBytes(files, name);

/**
 * The server thread's JavaScript heap and the buffers it holds. Not the process's RSS: that counts the reading
 * threads, the in-memory test databases of earlier tests (each some hundred megabytes until collected) and what
 * the allocator keeps, so it measures the test process rather than the server.
 */
function serverThreadMemory(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** The highest growth of the server thread's memory over its level when `work` began, sampled as it runs. */
async function memoryGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = serverThreadMemory();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverThreadMemory());
  }, MEMORY_SAMPLE_MS);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, serverThreadMemory()) - baseline };
  } finally {
    clearInterval(sampler);
  }
}

async function hostileApp(config: { planLimits?: boolean } = {}): Promise<TestApp> {
  return buildTestApp({
    config: { extractionTimeoutMs: EXTRACTION_TIMEOUT_MS, engineTimeoutMs: ENGINE_TIMEOUT_MS, ...config },
  });
}

async function storedResumes(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(resumes);
  return row?.value ?? 0;
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

/** What another user sees meanwhile: the health check and their resume list. */
const meanwhile = (user: Visitor) => [(url: string) => get(user, url), ['/healthz', '/api/resumes']] as const;

describe('the hostile files', () => {
  it('are each tested here, and all small enough to reach the content checks', () => {
    expect([...[...refusals, ...textRefusals].map(({ name }) => name), ...analysedAttacks].sort()).toEqual(
      [...Object.keys(hostileDescriptions), ...REUSED_FIXTURES].sort(),
    );
    for (const [name, bytes] of files) expect(bytes.length, name).toBeLessThan(RESUME_MAX_BYTES);
  });

  it('include text attacks on both sides of the text cap', () => {
    expect(REPORTED_RUN_LENGTH).toBeGreaterThan(RESUME_TEXT_MAX_LENGTH);
    expect(NO_WHITESPACE_BYTES).toBeGreaterThan(RESUME_TEXT_MAX_LENGTH);
    expect(ANALYSED_ATTACK_LENGTH).toBeLessThan(RESUME_TEXT_MAX_LENGTH);
    expect(ANALYSED_ATTACK_LENGTH).toBeGreaterThan(RESUME_TEXT_MAX_LENGTH * 0.8);
  });

  it('include a zip bomb whose headers claim a small document.xml, found out only by inflating it', () => {
    const bytes = hostile('zip-bomb-lying.docx');
    const declared = readZipDirectory(Buffer.from(bytes))?.find(({ name }) => name === 'word/document.xml');
    expect(declared?.uncompressedSize).toBe(ZIP_BOMB_DECLARED_BYTES);

    // Fed in small pieces, and no more once past the limit, so the check itself stays light.
    let inflated = 0;
    const unzip = new Unzip((entry) => {
      if (entry.name !== 'word/document.xml') return;
      entry.ondata = (error, chunk) => {
        if (error) throw error;
        inflated += chunk.length;
      };
      entry.start();
    });
    unzip.register(UnzipInflate);
    const pieceSize = 4096;
    for (let offset = 0; offset < bytes.length && inflated <= MAX_DOCX_UNPACKED_BYTES; offset += pieceSize) {
      unzip.push(bytes.subarray(offset, offset + pieceSize));
    }
    expect(inflated).toBeGreaterThan(MAX_DOCX_UNPACKED_BYTES);
  });
});

describe('hostile uploads', () => {
  // One real upload first, so that no probe counts the app's first compilation of its upload path as time held.
  beforeAll(async () => {
    const database = await createTestDatabase(inject('testDatabase'));
    const app = await buildAppOn(database);
    try {
      expect(
        (await uploadResume(await visitor(app), 'data-scientist-strong.pdf', realResume)).statusCode,
      ).toBe(201);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.each([...refusals, ...textRefusals])(
    'refuses $name with $status in time, storing nothing, while others are served',
    async ({ name, status, message }) => {
      const app = await hostileApp();
      const user = await visitor(app);
      const { result: upload, probes } = await probeWhile(
        timed(uploadResume(user, name, hostile(name))),
        ...meanwhile(user),
      );

      expect(upload.result.statusCode).toBe(status);
      expect(upload.result.json()).toEqual({ message: expect.stringMatching(message) });
      expect(upload.result.json().message, 'says what to do next').toMatch(/\bupload\b/i);
      expect(upload.ms).toBeLessThan(EXTRACTION_TIMEOUT_MS + ANSWER_MARGIN_MS);
      expectPromptAnswers(probes);
      expect(await storedResumes(app)).toBe(0);
    },
  );

  it.each(analysedAttacks)('analyses %s in time, while others are served', async (name) => {
    const app = await hostileApp();
    const user = await visitor(app);
    const { result: upload, probes } = await probeWhile(
      timed(uploadResume(user, name, hostile(name))),
      ...meanwhile(user),
    );

    expect(upload.result.statusCode, upload.result.body.slice(0, 200)).toBe(201);
    expect(upload.result.json().analysis.overallScore).toEqual(expect.any(Number));
    expect(upload.ms).toBeLessThan(EXTRACTION_TIMEOUT_MS + ENGINE_TIMEOUT_MS + ANSWER_MARGIN_MS);
    expectPromptAnswers(probes);
    expect(await storedResumes(app)).toBe(1);
  });

  it('answers a plain 422 and stores nothing when the analysis runs past its limit', async () => {
    const user = await visitor(await hostileApp());
    expect((await uploadResume(user, 'data-scientist-strong.pdf', realResume)).statusCode).toBe(201);

    const hurried = await buildTestApp({ config: { engineTimeoutMs: 1, engineWaitMs: 60_000 } });
    const bullet =
      'Led a team of five analysts and built dashboards in Python and SQL that cut reporting time by 40%.';
    const longest = Array.from(
      { length: Math.floor(RESUME_TEXT_MAX_LENGTH / (bullet.length + 1)) - 5 },
      () => bullet,
    );
    const response = await uploadResume(
      await visitor(hurried),
      'longest.docx',
      renderParagraphsDocx(['Jordan Avery Lee', 'EXPERIENCE', ...longest]),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Analysing this resume took too long. Save it again as a simple PDF or Word document and upload the new file.',
    });
    expect(await storedResumes(hurried)).toBe(0);
  });

  it('refuses every hostile file sent at once, memory bounded, then reads a real resume', async () => {
    const app = await hostileApp({ planLimits: false });
    const user = await visitor(app);
    const {
      result: { result: batch, probes },
      growth,
    } = await memoryGrowthDuring(() =>
      probeWhile(
        timed(Promise.all(refusals.map(({ name }) => uploadResume(user, name, hostile(name))))),
        ...meanwhile(user),
      ),
    );

    expect(batch.result.map((response) => response.statusCode)).toEqual(refusals.map(({ status }) => status));
    batch.result.forEach((response, index) => {
      expect(response.json().message).toMatch(refusals[index]?.message ?? /never/);
    });
    expect(batch.ms).toBeLessThan(EXTRACTION_TIMEOUT_MS + ANSWER_MARGIN_MS);
    expectPromptAnswers(probes);
    expect(growth).toBeLessThan(MEMORY_GROWTH_BOUND);
    expect(await storedResumes(app)).toBe(0);

    const real = await uploadResume(user, 'data-scientist-strong.pdf', realResume);
    expect(real.statusCode).toBe(201);
    expect(await storedResumes(app)).toBe(1);
  });
});
