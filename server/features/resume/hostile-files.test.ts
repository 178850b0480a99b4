import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Unzip, UnzipInflate } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '#common/api/resume.ts';
import { resumes } from '#server/db/schema/index.ts';
import { MAX_DOCX_UNPACKED_BYTES } from '#server/files/file-type.ts';
import { readZipDirectory } from '#server/files/zip-directory.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import {
  hostileDescriptions,
  hostileFiles,
  THOUSANDS_OF_PAGES,
  ZIP_BOMB_DECLARED_BYTES,
} from '../../../scripts/fixtures/hostile.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

/** Shorter than the 20 s default so a file that hangs fails the suite quickly; the limit still applies. */
const EXTRACTION_TIMEOUT_MS = 5000;
/** Time on top of the extraction limit for the multipart parsing, the checks and the answer. */
const ANSWER_MARGIN_MS = 2000;
/** How long another request may take while a hostile file is being read. */
const PROMPT_ANSWER_MS = 1000;
const PROBE_INTERVAL_MS = 25;
const MEMORY_GROWTH_BOUND = 512 * 1024 * 1024;

const DAMAGED = /appears to be damaged/;
const UNPACKS_TOO_FAR = /unpacks to far more than any resume/;

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
const REUSED_FIXTURES = ['encrypted.pdf', 'truncated.pdf'];

let files: Map<string, Uint8Array>;
let realResume: Uint8Array;
const memory = { baseline: 0, peak: 0 };
let sampler: NodeJS.Timeout | undefined;

beforeAll(async () => {
  const fixtures = await fixtureResumes();
  files = new Map(await hostileFiles());
  for (const name of REUSED_FIXTURES) files.set(name, fixtureBytes(fixtures, name));
  realResume = fixtureBytes(fixtures, 'data-scientist-strong.pdf');
  // Workers share the process, so the main thread sees their memory too; it is idle while they read.
  sampler = setInterval(() => {
    memory.peak = Math.max(memory.peak, process.memoryUsage.rss());
  }, 10);
});

afterAll(() => clearInterval(sampler));

function fixtureBytes(fixtures: Map<string, Uint8Array>, name: string): Uint8Array {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture named ${name}`);
  return bytes;
}

const hostile = (name: string): Uint8Array => fixtureBytes(files, name);

/** The first app sets the memory baseline: a running server with its database, before any hostile upload. */
async function hostileApp(config: { planLimits?: boolean } = {}): Promise<TestApp> {
  const app = await buildTestApp({ config: { extractionTimeoutMs: EXTRACTION_TIMEOUT_MS, ...config } });
  if (!memory.baseline) {
    memory.baseline = process.memoryUsage.rss();
    memory.peak = memory.baseline;
  }
  return app;
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

type Probe = { url: string; statusCode: number; ms: number };

/** What another user sees meanwhile: the health check and a resume list, asked again and again until `work` ends. */
async function probeWhile<T>(user: Visitor, work: Promise<T>): Promise<{ result: T; probes: Probe[] }> {
  let finished = false;
  const outcome = work.finally(() => {
    finished = true;
  });
  const probes: Probe[] = [];
  do {
    for (const url of ['/healthz', '/api/resumes']) {
      const { result, ms } = await timed(get(user, url));
      probes.push({ url, statusCode: result.statusCode, ms });
    }
    await sleep(PROBE_INTERVAL_MS);
  } while (!finished);
  return { result: await outcome, probes };
}

function expectPromptAnswers(probes: Probe[]): void {
  expect(probes.length).toBeGreaterThanOrEqual(2);
  const failedOrSlow = probes.filter(({ statusCode, ms }) => statusCode !== 200 || ms >= PROMPT_ANSWER_MS);
  expect(failedOrSlow).toEqual([]);
}

describe('the hostile files', () => {
  it('are each tested here, and all small enough to reach the content checks', () => {
    expect(refusals.map(({ name }) => name).sort()).toEqual(
      [...Object.keys(hostileDescriptions), ...REUSED_FIXTURES].sort(),
    );
    for (const [name, bytes] of files) expect(bytes.length, name).toBeLessThan(RESUME_MAX_BYTES);
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
  it.each(refusals)(
    'refuses $name with $status in time, storing nothing, while others are served',
    async ({ name, status, message }) => {
      const app = await hostileApp();
      const user = await visitor(app);
      const { result: upload, probes } = await probeWhile(
        user,
        timed(uploadResume(user, name, hostile(name))),
      );

      expect(upload.result.statusCode).toBe(status);
      expect(upload.result.json()).toEqual({ message: expect.stringMatching(message) });
      expect(upload.result.json().message, 'says what to do next').toMatch(/\bupload\b/i);
      expect(upload.ms).toBeLessThan(EXTRACTION_TIMEOUT_MS + ANSWER_MARGIN_MS);
      expectPromptAnswers(probes);
      expect(await storedResumes(app)).toBe(0);
    },
  );

  it('refuses every hostile file sent at once, then reads a real resume', async () => {
    const app = await hostileApp({ planLimits: false });
    const user = await visitor(app);
    const { result: batch, probes } = await probeWhile(
      user,
      timed(Promise.all(refusals.map(({ name }) => uploadResume(user, name, hostile(name))))),
    );

    expect(batch.result.map((response) => response.statusCode)).toEqual(refusals.map(({ status }) => status));
    batch.result.forEach((response, index) => {
      expect(response.json().message).toMatch(refusals[index]?.message ?? /never/);
    });
    expect(batch.ms).toBeLessThan(EXTRACTION_TIMEOUT_MS + ANSWER_MARGIN_MS);
    expectPromptAnswers(probes);
    expect(await storedResumes(app)).toBe(0);

    const real = await uploadResume(user, 'data-scientist-strong.pdf', realResume);
    expect(real.statusCode).toBe(201);
    expect(await storedResumes(app)).toBe(1);
  });

  // Last on purpose: it judges every upload above.
  it('kept the process memory bounded throughout', () => {
    expect(memory.baseline).toBeGreaterThan(0);
    expect(memory.peak - memory.baseline).toBeLessThan(MEMORY_GROWTH_BOUND);
    expect(process.memoryUsage.rss() - memory.baseline).toBeLessThan(MEMORY_GROWTH_BOUND);
  });
});
