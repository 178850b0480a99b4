import { availableParallelism } from 'node:os';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { multipartBody } from '#server/testing/multipart.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { freshDatabaseOn } from './bench-database.ts';
import { cpuSpent, readCpu } from './cpu-time.ts';
import { guestCookie } from './guest.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { percentile } from './statistics.ts';

/**
 * The mixed workload of `npm run bench:load` and `npm run bench`: 40 guests, each connection cycling through
 * progress, a chat message, the resume list, an interview answer, the matches, the session list and a PDF upload,
 * then counting that every accepted write was stored.
 */
export const POSTGRES_SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 40;
/** Requests still in flight when the clock stops are finished by the server but never counted as accepted. */
const SETTLE_MS = 5000;

export type LoadUser = { cookie: string; sessionId: number; questions: number };
type Context = { user?: LoadUser; answer?: number; sentAt?: number };
type Tally = Record<string, { accepted: number; refused: number; failed: number }>;
type Upload = { payload: Buffer; headers: Record<string, string> };

/** Whether PostgreSQL answers at `POSTGRES_SERVER_URL`. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** An empty database of this name on the benchmarks' PostgreSQL server (dropped first); answers its URL. */
export const freshDatabase = (name: string): Promise<string> => freshDatabaseOn(POSTGRES_SERVER_URL, name);

export async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

/** A guest with a practice interview to answer. */
async function newUser(url: string): Promise<LoadUser> {
  const cookie = await guestCookie(url);
  const started = await fetch(`${url}/api/interview/start`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ industry: 'technology', role: 'Data Scientist', experience: 4 }),
  });
  if (!started.ok) throw new Error(`starting an interview answered ${started.status}`);
  const session = (await started.json()) as { id: number; questions: string[] };
  return { cookie, sessionId: session.id, questions: session.questions.length };
}

export const newUsers = (url: string, count = USERS): Promise<LoadUser[]> =>
  Promise.all(Array.from({ length: count }, () => newUser(url)));

/** Gives each connection one of the users, in turn, for all its requests. */
export function withUser(users: LoadUser[]) {
  let next = 0;
  return (request: Request, context: Context): Request => {
    context.user ??= users[next++ % users.length];
    return { ...request, headers: { ...request.headers, cookie: context.user?.cookie ?? '' } };
  };
}

function tallying(tally: Tally, kind: string) {
  tally[kind] ??= { accepted: 0, refused: 0, failed: 0 };
  return (status: number) => {
    const entry = tally[kind] as Tally[string];
    if (status < 300) entry.accepted += 1;
    else if (status < 500) entry.refused += 1;
    else entry.failed += 1;
  };
}

export async function resumeUpload(): Promise<Upload> {
  const bytes = (await fixtureResumes()).get('data-scientist-strong.pdf') as Uint8Array;
  return multipartBody([{ field: 'resume', fileName: 'cv.pdf', bytes }]);
}

/** Each request of the workload by name, in the order a connection sends them. */
export function workloadRequests(
  origin: string,
  users: LoadUser[],
  resume: Upload,
  tally: Tally = {},
): { name: string; request: Request }[] {
  const asUser = withUser(users);
  const json = { origin, 'content-type': 'application/json' };
  const read = (path: string) => ({
    name: `GET ${path}`,
    request: { method: 'GET' as const, path, setupRequest: asUser, onResponse: tallying(tally, 'reads') },
  });
  return [
    read('/api/progress'),
    {
      name: 'POST /api/career/chat',
      request: {
        method: 'POST',
        path: '/api/career/chat',
        headers: json,
        body: JSON.stringify({ message: 'What should I improve first?' }),
        setupRequest: asUser,
        onResponse: tallying(tally, 'chat'),
      },
    },
    read('/api/resumes'),
    {
      name: 'POST /api/interview/:id/response',
      request: {
        method: 'POST',
        path: '/api/interview/0/response',
        headers: json,
        setupRequest: (request: Request, context: Context) => {
          const withCookie = asUser(request, context);
          const user = context.user as LoadUser;
          context.answer = ((context.answer ?? -1) + 1) % user.questions;
          return {
            ...withCookie,
            path: `/api/interview/${user.sessionId}/response`,
            body: JSON.stringify({
              questionIndex: context.answer,
              response:
                'I rebuilt our churn model in Python; false alarms fell and the team trusted the scores.',
            }),
          };
        },
        onResponse: tallying(tally, 'answers'),
      },
    },
    read('/api/jobs/matches'),
    read('/api/interview/sessions'),
    {
      name: 'POST /api/resume/upload',
      request: {
        method: 'POST',
        path: '/api/resume/upload',
        headers: { origin, ...resume.headers },
        body: resume.payload,
        setupRequest: asUser,
        onResponse: tallying(tally, 'uploads'),
      },
    },
  ];
}

/**
 * The requests, each timed on its own: autocannon's latencies mix every kind, and the kinds of this workload wait
 * in different queues. A connection sends its next request as soon as the last answer is in.
 */
function timedEach(requests: { name: string; request: Request }[]) {
  const latencies = new Map<string, number[]>();
  const timed = requests.map(({ name, request }): Request => {
    const own: number[] = [];
    latencies.set(name, own);
    const { setupRequest, onResponse } = request;
    return {
      ...request,
      setupRequest: (built: Request, context: Context) => {
        context.sentAt = performance.now();
        return typeof setupRequest === 'function' ? setupRequest(built, context) : built;
      },
      onResponse: (status, body, context: Context, headers) => {
        if (context.sentAt !== undefined) own.push(performance.now() - context.sentAt);
        if (typeof onResponse === 'function') onResponse(status, body, context, headers);
      },
    };
  });
  return { timed, latencies };
}

export type MixedLoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Requests that failed other than by timing out (10 s). */
  errors: number;
  timeouts: number;
  /** Accepted uploads and chats missing from the database. */
  lostWrites: number;
  /** More rows than accepted writes plus what was in flight: something counted wrongly. */
  unexplained: boolean;
  /**
   * The requests a connection sends in turn, and the CPU time they cost together: the server's, then by the kind of
   * its threads (those still running at the end: a thread that exits takes its time with it), and PostgreSQL's.
   */
  cycle: {
    requests: number;
    serverCpuMs: number;
    serverThreadsCpuMs: { eventLoop: number; workers: number; v8Helpers: number };
    databaseCpuMs: number;
  };
};

/** The mixed workload against a server on PostgreSQL at `url`; prints the tally and the figures. */
export async function mixedWorkload(
  server: RunningServer,
  url: string,
  users: LoadUser[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<MixedLoadResult> {
  const tally: Tally = {};
  const [resumesBefore, messagesBefore] = [await count(url, 'resumes'), await count(url, 'chat_messages')];
  const requests = workloadRequests(server.url, users, await resumeUpload(), tally);
  const { timed, latencies } = timedEach(requests);
  const cpuBefore = await readCpu(server.pid, url);
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests: timed });
  const cpu = cpuSpent(cpuBefore, await readCpu(server.pid, url));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const storedResumes = (await count(url, 'resumes')) - resumesBefore;
  const storedMessages = (await count(url, 'chat_messages')) - messagesBefore;
  const uploads = tally.uploads?.accepted ?? 0;
  const chats = tally.chat?.accepted ?? 0;
  const lostWrites = Math.max(0, uploads - storedResumes) + Math.max(0, 2 * chats - storedMessages);
  console.log(`\nMixed workload on PostgreSQL: ${connections} connections for ${seconds} s`);
  console.table(tally);
  console.table(
    [...latencies].map(([request, own]) => ({
      request,
      answered: own.length,
      'p50 ms': Math.round(percentile(own, 50)),
      'p90 ms': Math.round(percentile(own, 90)),
      'p99 ms': Math.round(percentile(own, 99)),
    })),
  );
  const perCycle = (cpuMs: number) => (cpuMs / result.requests.total) * requests.length;
  const figures = {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon counts a timeout among its errors too; here they are apart.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    lostWrites,
    unexplained: storedResumes - uploads > connections || storedMessages - 2 * chats > 2 * connections,
    cycle: {
      requests: requests.length,
      serverCpuMs: perCycle(cpu.serverMs),
      serverThreadsCpuMs: {
        eventLoop: perCycle(cpu.eventLoopMs),
        workers: perCycle(cpu.workersMs),
        v8Helpers: perCycle(cpu.v8HelpersMs),
      },
      databaseCpuMs: perCycle(cpu.databaseMs),
    },
  };
  console.table([
    {
      requests: figures.requests,
      'req/s': figures.requestsPerSecond,
      'p50 ms': figures.p50Ms,
      'p99 ms': figures.p99Ms,
      'non-2xx': figures.non2xx,
      errors: figures.errors,
      timeouts: figures.timeouts,
      'uploads accepted / stored': `${uploads} / ${storedResumes}`,
      'chats accepted / messages stored': `${chats} / ${storedMessages}`,
      'accepted writes lost': lostWrites,
      // Moves far less than req/s when other work shares the machine.
      'CPU ms/req server, PostgreSQL': `${(cpu.serverMs / figures.requests).toFixed(2)}, ${(cpu.databaseMs / figures.requests).toFixed(2)}`,
    },
  ]);
  return figures;
}

/** Issue 23's goals for the mixed workload: three times the 175 requests per second measured before, p99 under 1 s. */
const GOALS = { requestsPerSecond: 3 * 175, p99Ms: 1000 };

/**
 * What the machine allows: each connection sends its requests one after another, so all of them together cost
 * `connections` cycles of CPU time, which the cores work through in no less than that time divided by their number.
 * A cycle can take no less. Nearly all of it goes to the three requests that need a worker thread (the chat message,
 * the interview answer and the upload), queued for one; the reads are answered on the event loop meanwhile.
 */
function cycleFloor(cycle: MixedLoadResult['cycle'], connections: number): string {
  const cores = availableParallelism();
  const cycleCpuMs = cycle.serverCpuMs + cycle.databaseCpuMs;
  const { eventLoop, workers, v8Helpers } = cycle.serverThreadsCpuMs;
  const floorMs = (connections * cycleCpuMs) / cores;
  const budgetMs = (GOALS.p99Ms * cores) / connections;
  return (
    `One cycle of the ${cycle.requests} requests costs ${cycleCpuMs.toFixed(1)} ms of CPU (server ${cycle.serverCpuMs.toFixed(1)}: ` +
    `event loop ${eventLoop.toFixed(1)}, worker threads ${workers.toFixed(1)}, V8's helpers ${v8Helpers.toFixed(1)}; ` +
    `PostgreSQL ${cycle.databaseCpuMs.toFixed(1)}); ${connections} connections on ${cores} cores cannot cycle in less than ` +
    `${Math.round(floorMs)} ms. A cycle under ${GOALS.p99Ms} ms needs at most ${budgetMs.toFixed(1)} ms of CPU per cycle here, ` +
    'the load generator left out.'
  );
}

/**
 * The mixed workload in `npm run bench`: its own server on a fresh PostgreSQL database, 200 connections for 60 s
 * (`BENCH_LOAD_CONNECTIONS`, `BENCH_LOAD_SECONDS`), against the goals; skipped when no PostgreSQL answers.
 */
export async function benchmarkMixedLoad(port: number): Promise<boolean> {
  if (!(await postgresAnswers())) {
    console.log(
      `\nMixed workload on PostgreSQL: skipped, nothing answers at ${POSTGRES_SERVER_URL} (set BENCH_POSTGRES_URL).`,
    );
    return true;
  }
  const url = await freshDatabase('careerpilot_bench_mixed');
  const server = await startServer({ port, databaseUrl: url });
  try {
    const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
    const result = await mixedWorkload(server, url, await newUsers(server.url), {
      connections,
      seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
    });
    const failed = result.errors + result.timeouts + result.lostWrites;
    const rows = [
      {
        figure: 'requests per second',
        measured: result.requestsPerSecond,
        goal: `≥ ${GOALS.requestsPerSecond}`,
        verdict: result.requestsPerSecond >= GOALS.requestsPerSecond ? 'ok' : 'MISSED',
      },
      {
        figure: 'p99 latency ms',
        measured: result.p99Ms,
        goal: `< ${GOALS.p99Ms}`,
        verdict: result.p99Ms < GOALS.p99Ms ? 'ok' : 'MISSED',
      },
      {
        figure: 'lost writes, errors and timeouts',
        measured: failed,
        goal: '0',
        verdict: failed === 0 && !result.unexplained ? 'ok' : 'MISSED',
      },
    ];
    console.table(rows);
    console.log(cycleFloor(result.cycle, connections));
    return rows.every((row) => row.verdict === 'ok');
  } finally {
    await server.stop();
  }
}
