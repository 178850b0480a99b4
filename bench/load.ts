import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { completion, startOpenAiStandIn } from '#server/testing/openai-stand-in.ts';
import { buildClientIfStale } from '../scripts/build-client-if-stale.ts';
import { guestCookie } from './guest.ts';
import { count, freshDatabase, type LoadUser, mixedWorkload, newUsers, withUser } from './mixed-load.ts';
import { type RunningServer, startServer } from './server-process.ts';

/**
 * `npm run bench:load` (not part of `npm test`): the app on PostgreSQL under a mixed workload, then with
 * PostgreSQL restarted mid-load, then with its AI model stopped. Prints the figures `docs/reliability.md` records;
 * exits 1 when an accepted write is lost, a 5xx follows recovery, or the stopped model leaves a partial row.
 */
const DATABASE = 'careerpilot_load';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RESTART_COMMAND = process.env.BENCH_PG_RESTART ?? 'pg_ctlcluster 15 main restart';
const PORT = Number(process.env.BENCH_PORT ?? 4330);

const origin = `http://127.0.0.1:${PORT}`;

/** Reads and chat messages while PostgreSQL restarts: how long until requests succeed again, and 5xx after. */
async function postgresRestart(server: RunningServer, users: LoadUser[]) {
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
        cookie: await guestCookie(server.url),
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

const PHASES = ['mixed', 'restart', 'model'] as const;
type Phase = (typeof PHASES)[number];

/** `LOAD_PHASES=mixed` runs the mixed workload alone (it leaves PostgreSQL running); all three by default. */
function chosenPhases(): Set<Phase> {
  const named = process.env.LOAD_PHASES?.split(',').map((phase) => phase.trim()) ?? [...PHASES];
  const unknown = named.filter((phase) => !PHASES.includes(phase as Phase));
  if (unknown.length > 0)
    throw new Error(`LOAD_PHASES: unknown ${unknown.join(', ')}; use ${PHASES.join(',')}`);
  return new Set(named as Phase[]);
}

const phases = chosenPhases();
await buildClientIfStale();
const url = await freshDatabase(DATABASE);
const results: boolean[] = [];
if (phases.has('mixed') || phases.has('restart')) {
  const server = await startServer({ port: PORT, databaseUrl: url });
  try {
    const users = await newUsers(server.url);
    if (phases.has('mixed')) {
      const mixed = await mixedWorkload(server, url, users, { connections: CONNECTIONS, seconds: SECONDS });
      results.push(mixed.lostWrites === 0 && !mixed.unexplained);
    }
    if (phases.has('restart')) results.push(await postgresRestart(server, users));
  } finally {
    await server.stop();
  }
}
if (phases.has('model')) results.push(await aiModelStopped(url));
process.exitCode = results.every(Boolean) ? 0 : 1;
