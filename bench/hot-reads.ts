import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { guestCookie } from './guest.ts';
import { resumeUpload } from './mixed-load.ts';
import type { RunningServer } from './server-process.ts';
import { median } from './statistics.ts';

/**
 * The app's hot reads against a bare Fastify route on the same machine, taking turns in one run: requests per second
 * of each and the app's share of the bare route's (goal: at least half). The reads are a guest's with a
 * resume analysed and an interview answered, so they find data, while the server holds the sessions and reads of
 * other guests too, as it would in use (a cache that slows as it fills shows here).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_HOT_ROUNDS ?? 4);
const roundSeconds = Math.max(1, Math.round(durationSeconds / rounds));
const otherGuests = Number(process.env.BENCH_OTHER_GUESTS ?? 2000);
const GOAL_RATIO = 0.5;
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

async function startBareFastify(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['bench/bare-fastify.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (
      await fetch(`${url}/api/hello`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return {
        url,
        stop: async () => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the bare Fastify server did not start');
}

/** A guest who has analysed a resume and answered an interview question. */
async function guestWithData(url: string): Promise<string> {
  const cookie = await guestCookie(url);
  const upload = await resumeUpload();
  const uploaded = await fetch(`${url}/api/resume/upload`, {
    method: 'POST',
    headers: { cookie, origin: url, ...upload.headers },
    body: upload.payload,
  });
  const json = { cookie, origin: url, 'content-type': 'application/json' };
  const started = await fetch(`${url}/api/interview/start`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ industry: 'technology', role: 'Data Scientist', experience: 4 }),
  });
  const session = (await started.json()) as { id: number };
  const answered = await fetch(`${url}/api/interview/${session.id}/response`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      questionIndex: 0,
      response: 'I led the migration of our reports to SQL and Python.',
    }),
  });
  if (!uploaded.ok || !answered.ok) {
    throw new Error(`preparing the guest's data answered ${uploaded.status} and ${answered.status}`);
  }
  return cookie;
}

type Measured = { rate: number; p99: number; failures: number };

async function requestsPerSecond(
  url: string,
  path: string,
  seconds: number,
  cookie?: string,
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path, headers: cookie ? { cookie } : {} }],
  });
  return {
    rate: Math.round(result.requests.average),
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    failures: result.errors + result.non2xx,
  };
}

/** Guests who have each saved something and read their progress once, so the server holds them. */
async function otherGuestsReading(url: string, count: number) {
  const batch = 50;
  for (let made = 0; made < count; made += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - made) }, async () => {
        const cookie = await guestCookie(url);
        await fetch(`${url}/api/progress`, { headers: { cookie } });
      }),
    );
  }
}

const READS = ['/api/progress', '/api/resumes'];

/**
 * The bare route and the reads take turns in short rounds, and each round's ratio is taken against the bare route's
 * rate of the same round: on a shared machine the speed drifts by a third within minutes, which would otherwise
 * decide the ratio.
 */
async function measureInRounds(appUrl: string, bareUrl: string, cookie: string) {
  const bare: Measured[] = [];
  const reads = new Map<string, { measured: Measured[]; ratios: number[] }>(
    READS.map((path) => [path, { measured: [], ratios: [] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    const yardstick = await requestsPerSecond(bareUrl, '/api/hello', roundSeconds);
    bare.push(yardstick);
    for (const [path, read] of reads) {
      const measured = await requestsPerSecond(appUrl, path, roundSeconds, cookie);
      read.measured.push(measured);
      read.ratios.push(measured.rate / yardstick.rate);
    }
  }
  return { bare, reads };
}

export async function benchmarkHotReads(server: RunningServer, barePort: number): Promise<boolean> {
  await otherGuestsReading(server.url, otherGuests);
  const cookie = await guestWithData(server.url);
  const bareServer = await startBareFastify(barePort);
  let measured: Awaited<ReturnType<typeof measureInRounds>>;
  try {
    measured = await measureInRounds(server.url, bareServer.url, cookie);
  } finally {
    await bareServer.stop();
  }
  const rates = (all: Measured[]) => all.map((each) => each.rate);
  const rows: Record<string, string | number>[] = [
    {
      route: 'bare Fastify GET /api/hello',
      'median req/s': median(rates(measured.bare)),
      'p99 ms (worst round)': Math.max(...measured.bare.map((each) => each.p99)),
    },
  ];
  for (const [path, read] of measured.reads) {
    const ratio = median(read.ratios);
    const failures = read.measured.reduce((sum, each) => sum + each.failures, 0);
    rows.push({
      route: `GET ${path}`,
      'median req/s': median(rates(read.measured)),
      'p99 ms (worst round)': Math.max(...read.measured.map((each) => each.p99)),
      failures,
      'of bare (median of rounds)': ratio.toFixed(2),
      'rounds, lowest–highest': `${Math.min(...read.ratios).toFixed(2)}–${Math.max(...read.ratios).toFixed(2)}`,
      goal: `≥ ${GOAL_RATIO}`,
      verdict: failures === 0 && ratio >= GOAL_RATIO ? 'ok' : 'MISSED',
    });
  }
  console.log(
    `\nHot reads against a bare Fastify route: ${connections} connections, ${rounds} rounds of ${roundSeconds} s of each, taking turns, ${otherGuests} other guests held`,
  );
  console.table(rows);
  return rows.slice(1).every((row) => row.verdict === 'ok');
}
