import { PGlite } from '@electric-sql/pglite';
import { careerChatReply } from '#server/ai/local/career/chat.ts';
import { createEnginePool, type EnginePool } from '#server/ai/local/engine-pool.ts';
import { createLocalProvider } from '#server/ai/local/provider.ts';
import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import {
  type CareerChatRequest,
  CHAT_HISTORY_MESSAGES,
  type ResumeAnalysisRequest,
} from '#server/ai/provider.ts';
import { connectPglite, type DatabaseHandle } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { generateSampleCatalogue } from '#server/features/jobs/catalogue/generate.ts';
import { recomputeMatches } from '#server/features/jobs/recompute.ts';
import { insertPostings } from '#server/features/jobs/sample-catalogue.ts';
import { extractText } from '#server/files/extract.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { PROFILES } from '../eval/assistant/case.ts';
import { ASSISTANT_CASES } from '../eval/assistant/cases.ts';
import { MATCHING_PROFILES } from './job-matching.ts';
import { longResumes } from './long-resume.ts';

const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 9);
const WARM_UP_ROUNDS = 2;
/**
 * No faster than linear, judged twice with room for the noise of a shared machine (a fixed cost beside the work only
 * lowers both figures): over the whole range time may grow at most as size^1.15 (work growing as the square shows
 * about size^2), and from one size to the next the time per unit may rise at most 50% (work growing as the square
 * doubles it with each doubling of the size), which catches a square that shows only at the largest sizes.
 */
const MAX_EXPONENT = 1.15;
const MAX_RISE_PER_UNIT = 1.5;

const PAGE_COUNTS = [1, 2, 5, 10];
const HISTORY_LENGTHS = [0, 10, 100, 1000];
const CATALOGUE_SIZES = [500, 1000, 5000, 20_000];

type Growth = {
  title: string;
  /** What a size counts: 'word', 'message', 'posting'. */
  unit: string;
  sizes: number[];
  timings: Timings;
  /** What each size is to a person ('5 pages'), where the count of units alone does not say it. */
  labels?: { heading: string; values: string[] };
};

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median times per size: the time that passed, and the CPU time of this process (its worker threads and the embedded
 * database included). CPU time is what is judged: other work on a shared machine delays a run without adding to it.
 */
type Timings = { wallMs: number[]; cpuMs: number[] };

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

async function timed(run: () => unknown): Promise<{ wallMs: number; cpuMs: number }> {
  const [started, cpuStart] = [performance.now(), process.cpuUsage()];
  await run();
  return { wallMs: performance.now() - started, cpuMs: cpuMsSince(cpuStart) };
}

/**
 * The median times of `run` at every size after a warm-up; the sizes take turns within each round, so a slower
 * moment of a shared machine falls on all of them alike.
 */
async function medianTimesInTurn(sizes: number[], run: (size: number) => unknown): Promise<Timings> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const size of sizes) await run(size);
  const runs = sizes.map((): { wallMs: number; cpuMs: number }[] => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, size] of sizes.entries()) runs[index]?.push(await timed(() => run(size)));
  }
  return {
    wallMs: runs.map((times) => median(times.map((time) => time.wallMs))),
    cpuMs: runs.map((times) => median(times.map((time) => time.cpuMs))),
  };
}

type Measured = { size: number; ms: number };

/** The sizes above zero with their CPU times; a size of zero (no history) is shown but not judged. */
const measuredOf = ({ sizes, timings }: Growth): Measured[] =>
  sizes.flatMap((size, index) => (size > 0 ? [{ size, ms: timings.cpuMs[index] ?? 0 }] : []));

/** The exponent k of time ∝ size^k between the smallest and the largest size. */
function growthExponent(measured: Measured[]): number {
  const [smallest, largest] = [measured[0], measured.at(-1)];
  if (!smallest || !largest || largest.size === smallest.size) return 0;
  return Math.log(largest.ms / smallest.ms) / Math.log(largest.size / smallest.size);
}

const perUnit = ({ size, ms }: Measured) => ms / size;

/** How many times the time per unit of each size is that of the size before it. */
const risesPerUnit = (measured: Measured[]): number[] =>
  measured.slice(1).map((point, index) => perUnit(point) / perUnit(measured[index] as Measured));

function report(growth: Growth): boolean {
  const measured = measuredOf(growth);
  const exponent = growthExponent(measured);
  const rises = risesPerUnit(measured);
  const smallest = measured[0] as Measured;
  const rows = growth.sizes.map((size, index) => {
    const ms = growth.timings.cpuMs[index] ?? 0;
    const rise = rises[measured.findIndex((point) => point.size === size) - 1];
    return {
      ...(growth.labels && { [growth.labels.heading]: growth.labels.values[index] }),
      [`${growth.unit}s`]: size,
      'median ms': Number((growth.timings.wallMs[index] ?? 0).toFixed(2)),
      'median CPU ms': Number(ms.toFixed(2)),
      [`CPU µs per ${growth.unit}`]: size > 0 ? Number(((1000 * ms) / size).toFixed(2)) : '',
      'per unit × size before': rise === undefined ? '' : Number(rise.toFixed(2)),
      '× CPU of smallest': size > 0 ? Number((ms / smallest.ms).toFixed(2)) : '',
    };
  });
  const steepest = Math.max(...rises);
  const met = exponent <= MAX_EXPONENT && steepest <= MAX_RISE_PER_UNIT;
  console.log(`\n${growth.title}`);
  console.table(rows);
  console.log(
    `  CPU time grows as ${growth.unit}s^${exponent.toFixed(2)} (goal ≤ ${MAX_EXPONENT}); per ${growth.unit} it ` +
      `rises at most ${steepest.toFixed(2)}× from one size to the next (goal ≤ ${MAX_RISE_PER_UNIT}×): ${met ? 'ok' : 'MISSED'}`,
  );
  return met;
}

const wordCount = (text: string) => text.split(/\s+/).length;

/**
 * Resumes of 1, 2, 5 and 10 pages, read from their PDFs and analysed, and the analysis of their text alone. A page
 * holds more or fewer words (the first carries the name and contact lines), so the words are the size judged.
 */
async function resumeGrowth(): Promise<Growth[]> {
  const resumes = await longResumes(PAGE_COUNTS);
  const requests: ResumeAnalysisRequest[] = [];
  for (const { pages, pdf } of resumes) {
    const extraction = await extractText('pdf', pdf);
    if (!extraction.ok) throw new Error(`the ${pages}-page resume could not be read: ${extraction.reason}`);
    const { text, pageCount, twoColumns } = extraction;
    requests.push({ text, format: 'pdf', pageCount, twoColumns });
  }
  const words = requests.map((request) => wordCount(request.text));
  const labels = {
    heading: 'resume',
    values: PAGE_COUNTS.map((pages) => `${pages} page${pages > 1 ? 's' : ''}`),
  };
  const at = (size: number) => words.indexOf(size);
  async function readAndAnalyze(size: number) {
    const extraction = await extractText('pdf', resumes[at(size)]?.pdf ?? new Uint8Array());
    if (extraction.ok) analyzeResumeText({ ...extraction, format: 'pdf' });
  }
  const analyzeText = (size: number) => analyzeResumeText(requests[at(size)] as ResumeAnalysisRequest);
  return [
    {
      title: 'Resume: the PDF read (text extraction) and analysed',
      unit: 'word',
      sizes: words,
      timings: await medianTimesInTurn(words, readAndAnalyze),
      labels,
    },
    {
      title: 'Resume: the analysis of the extracted text alone',
      unit: 'word',
      sizes: words,
      timings: await medianTimesInTurn(words, analyzeText),
      labels,
    },
  ];
}

type ChatHistory = CareerChatRequest['history'];

const CONTEXT = PROFILES.analyst;
/** The corpus's questions that stand alone: the user's side of the conversation, in turn. */
const QUESTIONS = ASSISTANT_CASES.filter((testCase) => !testCase.history).map((testCase) => testCase.message);
/** The corpus's follow-ups ('and what about salary for that'): answered from the conversation so far. */
const FOLLOW_UPS = ASSISTANT_CASES.filter((testCase) => testCase.history).map((testCase) => testCase.message);

/** A conversation of `length` messages: the corpus's questions, each answered by the assistant as it went. */
function conversation(length: number): ChatHistory {
  const history: ChatHistory = [];
  for (let turn = 0; history.length < length; turn += 1) {
    const message = QUESTIONS[turn % QUESTIONS.length] ?? '';
    const reply = careerChatReply({ message, history, context: CONTEXT });
    history.push({ sender: 'user', content: message }, { sender: 'ai', content: reply });
  }
  return history;
}

/**
 * The assistant's replies to the follow-ups after conversations of growing length: the engine alone, and as the
 * server answers (the conversation read from the database, sent with the message to an engine thread).
 */
async function chatGrowth(database: DatabaseHandle, engine: EnginePool): Promise<Growth[]> {
  const history = conversation(Math.max(...HISTORY_LENGTHS));
  const career = careerRepository(database.db);
  const users = new Map<number, string>();
  for (const length of HISTORY_LENGTHS) {
    const userId = await userRepository(database.db).insertGuest();
    for (let at = 0; at < length; at += 2)
      await career.addExchange(userId, history[at]?.content ?? '', history[at + 1]?.content ?? '');
    users.set(length, userId);
  }
  const engineAlone = (length: number) => {
    for (const message of FOLLOW_UPS)
      careerChatReply({ message, history: history.slice(0, length), context: CONTEXT });
  };
  async function asTheServerDoes(length: number) {
    for (const message of FOLLOW_UPS) {
      const stored = await career.recentConversation(users.get(length) ?? '', CHAT_HISTORY_MESSAGES);
      await engine.run('careerChat', { message, history: stored, context: CONTEXT });
    }
  }
  return [
    {
      title: `Chat: the engine's replies to ${FOLLOW_UPS.length} follow-ups after a conversation`,
      unit: 'message',
      sizes: HISTORY_LENGTHS,
      timings: await medianTimesInTurn(HISTORY_LENGTHS, engineAlone),
    },
    {
      title:
        'Chat: the same replies as the server gives them: the history read from the database, sent to an engine thread',
      unit: 'message',
      sizes: HISTORY_LENGTHS,
      timings: await medianTimesInTurn(HISTORY_LENGTHS, asTheServerDoes),
    },
  ];
}

/** Recomputing the matching profiles' matches as the catalogue grows (each size loaded on top of the last). */
async function matchingGrowth(database: DatabaseHandle, engine: EnginePool): Promise<Growth> {
  const ai = createLocalProvider(engine);
  const userId = await userRepository(database.db).insertGuest();
  const recomputeAll = async () => {
    for (const profile of Object.values(MATCHING_PROFILES))
      await recomputeMatches(database.db, ai, userId, profile, 'sample');
  };
  const timings: Timings = { wallMs: [], cpuMs: [] };
  for (const size of CATALOGUE_SIZES) {
    await insertPostings(database.db, generateSampleCatalogue(size, 'careerpilot-growth'));
    const { wallMs, cpuMs } = await medianTimesInTurn([size], recomputeAll);
    timings.wallMs.push(...wallMs);
    timings.cpuMs.push(...cpuMs);
  }
  return {
    title: `Job matching: recomputing ${Object.keys(MATCHING_PROFILES).length} profiles' matches`,
    unit: 'posting',
    sizes: CATALOGUE_SIZES,
    timings,
  };
}

/**
 * Cost as work grows: an analysis against the resume's length, the assistant's reply against the conversation's
 * length, matching against the catalogue's size. Fails when any grows faster than linearly.
 */
export async function benchmarkGrowth(): Promise<boolean> {
  console.log(
    `\nCost as work grows: medians of ${RUNS} runs after ${WARM_UP_ROUNDS} warm-up rounds, the sizes in turn; ` +
      `judged on CPU time (this process's threads), which other work on the machine does not inflate. Goal: no ` +
      `faster than linear, with room for noise: from the smallest to the largest size (above zero) CPU time grows ` +
      `at most as size^${MAX_EXPONENT}, and per unit it rises at most ${MAX_RISE_PER_UNIT}× from one size to the ` +
      `next (work growing as the square shows size^2 and doubles the time per unit as the size doubles).`,
  );
  // A database of its own, the embedded one always: the other benchmarks leave their catalogues in theirs.
  const database = connectPglite(await PGlite.create());
  const engine = createEnginePool({ timeoutMs: 10_000 });
  try {
    await database.migrate();
    const growths = [
      ...(await resumeGrowth()),
      ...(await chatGrowth(database, engine)),
      await matchingGrowth(database, engine),
    ];
    return growths.map(report).every(Boolean);
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = (await benchmarkGrowth()) ? 0 : 1;
