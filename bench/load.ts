import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { multipartBody } from '#server/testing/multipart.ts';
import { completion, startOpenAiStandIn } from '#server/testing/openai-stand-in.ts';
import { databaseUrl } from '#server/testing/test-database.ts';
import { buildClientIfStale } from '../scripts/build-client-if-stale.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { type RunningServer, startServer } from './server-process.ts';

/**
 * `npm run bench:load` (not part of `npm test`): the app on PostgreSQL under a mixed workload, then with
 * PostgreSQL restarted mid-load, then with its AI model stopped. Prints the figures `docs/reliability.md` records;
 * exits 1 when an accepted write is lost, a 5xx follows recovery, or the stopped model leaves a partial row.
 */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'careerpilot_load';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = 40;
const RESTART_COMMAND = process.env.BENCH_PG_RESTART ?? 'pg_ctlcluster 15 main restart';
const PORT = Number(process.env.BENCH_PORT ?? 4330);

type User = { cookie: string; sessionId: number; questions: number };
type Context = { user?: User; answer?: number };

const origin = `http://127.0.0.1:${PORT}`;

async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(`drop database if exists ${DATABASE} with (force)`);
  await client.query(`create database ${DATABASE}`);
  await client.end();
  return databaseUrl(SERVER_URL, DATABASE);
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

async function guestCookie(server: RunningServer): Promise<string> {
  const me = await fetch(`${server.url}/api/auth/me`);
  return me.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function newUser(server: RunningServer): Promise<User> {
  const cookie = await guestCookie(server);
  const started = await fetch(`${server.url}/api/interview/start`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ industry: 'technology', role: 'Data Scientist', experience: 4 }),
  });
  const session = (await started.json()) as { id: number; questions: string[] };
  return { cookie, sessionId: session.id, questions: session.questions.length };
}

function withUser(users: User[]) {
  let next = 0;
  return (request: Request, context: Context): Request => {
    context.user ??= users[next++ % users.length];
    return { ...request, headers: { ...request.headers, cookie: context.user?.cookie ?? '' } };
  };
}

type Tally = Record<string, { accepted: number; refused: number; failed: number }>;

function tallying(tally: Tally, kind: string) {
  tally[kind] ??= { accepted: 0, refused: 0, failed: 0 };
  return (status: number) => {
    const entry = tally[kind] as Tally[string];
    if (status < 300) entry.accepted += 1;
    else if (status < 500) entry.refused += 1;
    else entry.failed += 1;
  };
}

/** The workload each connection repeats: reads, a chat message, an interview answer, and now and then an upload. */
function mixedRequests(
  users: User[],
  resume: { payload: Buffer; headers: Record<string, string> },
  tally: Tally,
): Request[] {
  const asUser = withUser(users);
  const json = { origin, 'content-type': 'application/json' };
  const read = (path: string): Request => ({
    method: 'GET',
    path,
    setupRequest: asUser,
    onResponse: tallying(tally, 'reads'),
  });
  return [
    read('/api/progress'),
    {
      method: 'POST' as const,
      path: '/api/career/chat',
      headers: json,
      body: JSON.stringify({ message: 'What should I improve first?' }),
      setupRequest: asUser,
      onResponse: tallying(tally, 'chat'),
    },
    read('/api/resumes'),
    {
      method: 'POST' as const,
      path: '/api/interview/0/response',
      headers: json,
      setupRequest: (request: Request, context: Context) => {
        const withCookie = asUser(request, context);
        const user = context.user as User;
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
    read('/api/jobs/matches'),
    read('/api/interview/sessions'),
    {
      method: 'POST' as const,
      path: '/api/resume/upload',
      headers: { origin, ...resume.headers },
      body: resume.payload,
      setupRequest: asUser,
      onResponse: tallying(tally, 'uploads'),
    },
  ];
}

async function mixedWorkload(server: RunningServer, url: string, users: User[]) {
  const bytes = (await fixtureResumes()).get('data-scientist-strong.pdf') as Uint8Array;
  const resume = multipartBody([{ field: 'resume', fileName: 'cv.pdf', bytes }]);
  const tally: Tally = {};
  const [resumesBefore, messagesBefore] = [await count(url, 'resumes'), await count(url, 'chat_messages')];
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: mixedRequests(users, resume, tally),
  });
  // Requests still in flight when the clock stops are finished by the server but never counted as accepted.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const storedResumes = (await count(url, 'resumes')) - resumesBefore;
  const storedMessages = (await count(url, 'chat_messages')) - messagesBefore;
  const uploads = tally.uploads?.accepted ?? 0;
  const chats = tally.chat?.accepted ?? 0;
  const lostUploads = Math.max(0, uploads - storedResumes);
  const lostChats = Math.max(0, 2 * chats - storedMessages);
  const unexplained = storedResumes - uploads > CONNECTIONS || storedMessages - 2 * chats > 2 * CONNECTIONS;
  console.log(`\nMixed workload: ${CONNECTIONS} connections for ${SECONDS} s`);
  console.table(tally);
  console.table([
    {
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      'uploads accepted / stored': `${uploads} / ${storedResumes}`,
      'chats accepted / messages stored': `${chats} / ${storedMessages}`,
      'accepted writes lost': lostUploads + lostChats,
    },
  ]);
  return lostUploads + lostChats === 0 && !unexplained;
}

/** Reads and chat messages while PostgreSQL restarts: how long until requests succeed again, and 5xx after. */
async function postgresRestart(server: RunningServer, users: User[]) {
  const events: { at: number; status: number }[] = [];
  const asUser = withUser(users);
  const record = (status: number) => events.push({ at: Date.now(), status });
  const load = autocannon({
    url: server.url,
    connections: 50,
    duration: 40,
    requests: [
      { method: 'GET', path: '/api/progress', setupRequest: asUser, onResponse: record },
      {
        method: 'POST',
        path: '/api/career/chat',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'How is my interview practice going?' }),
        setupRequest: asUser,
        onResponse: record,
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const restartedAt = Date.now();
  try {
    await promisify(exec)(RESTART_COMMAND);
  } catch {
    console.log(`\nPostgreSQL restart: skipped, "${RESTART_COMMAND}" failed (set BENCH_PG_RESTART).`);
    await load;
    return true;
  }
  const backAt = Date.now();
  await load;
  const failures = events.filter((event) => event.at >= restartedAt && event.status >= 500);
  const lastFailure = Math.max(failures.at(-1)?.at ?? 0, backAt);
  const recovered = events.find((event) => event.at > lastFailure && event.status < 300)?.at;
  const after = events.filter((event) => recovered !== undefined && event.at >= recovered);
  const statuses = [...new Set(failures.map((event) => event.status))];
  console.log('\nPostgreSQL restarted mid-load (50 connections, 40 s)');
  console.table([
    {
      requests: events.length,
      'restart took ms': backAt - restartedAt,
      'answers during the outage (5xx)': failures.length,
      'their statuses': statuses.join(', ') || '–',
      'recovered after ms': recovered === undefined ? 'never' : recovered - restartedAt,
      'requests after recovery': after.length,
      '5xx after recovery': after.filter((event) => event.status >= 500).length,
    },
  ]);
  return recovered !== undefined && after.every((event) => event.status < 500);
}

/** An AI model that stops answering mid-load: clean 503s, no half-stored analyses or conversations. */
async function aiModelStopped(url: string) {
  const model = await startOpenAiStandIn();
  model.answer(...Array.from({ length: 100_000 }, () => completion({ reply: 'Practise one answer a day.' })));
  const server = await startServer({
    port: PORT + 1,
    databaseUrl: url,
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'sk-bench',
      AI_TIMEOUT_MS: '5000',
    },
  });
  try {
    const users = await Promise.all(
      Array.from({ length: 10 }, async () => ({
        cookie: await guestCookie(server),
        sessionId: 0,
        questions: 0,
      })),
    );
    const statuses: number[] = [];
    const messagesBefore = await count(url, 'chat_messages');
    const load = autocannon({
      url: server.url,
      connections: 20,
      duration: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/career/chat',
          headers: { origin: `http://127.0.0.1:${PORT + 1}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'What next?' }),
          setupRequest: withUser(users),
          onResponse: (status) => statuses.push(status),
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await model.close();
    await load;
    const accepted = statuses.filter((status) => status === 200).length;
    const byStatus = Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((each) => each === status).length]),
    );
    const storedMessages = (await count(url, 'chat_messages')) - messagesBefore;
    console.log('\nAI model stopped after 8 s of a 20 s chat load (20 connections)');
    console.table([
      {
        answers: JSON.stringify(byStatus),
        'chats accepted': accepted,
        'messages stored': storedMessages,
        'partial rows': storedMessages - 2 * accepted,
      },
    ]);
    const clean = statuses.every((status) => status === 200 || status === 503);
    return clean && storedMessages === 2 * accepted;
  } finally {
    await server.stop();
  }
}

await buildClientIfStale();
const url = await freshDatabase();
const server = await startServer({ port: PORT, databaseUrl: url });
let passed = false;
try {
  const users = await Promise.all(Array.from({ length: USERS }, () => newUser(server)));
  const results = [await mixedWorkload(server, url, users), await postgresRestart(server, users)];
  passed = results.every(Boolean);
} finally {
  await server.stop();
}
passed = (await aiModelStopped(url)) && passed;
process.exitCode = passed ? 0 : 1;
