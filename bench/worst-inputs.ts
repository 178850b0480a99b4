import { setTimeout as sleep } from 'node:timers/promises';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { CALENDAR_LIMITS } from '#server/features/tracker/calendar.ts';
import { HOSTILE_PAGES } from '#server/testing/hostile-pages.ts';
import { sendHtml, startStandIn } from '#server/testing/posting-stand-in.ts';
import { guestCookie } from './guest.ts';
import { startServer } from './server-process.ts';
import { median, percentile } from './statistics.ts';

/**
 * The worst inputs of issue 45 while another visitor asks for /healthz every 25 ms. The tracker's heaviest files:
 * four downloads of the largest calendar a file holds (the 1,000 rounds that start latest, each with 500 characters
 * of people and 10,000 of notes) and four imports of 2,000 rows of 950 characters, all at once. Then each hostile
 * posting page (server/testing/hostile-pages.ts) read four at a time by visitors without a session. Each phase
 * again for each round. Goal: every health check answered within 200 ms. The server trusts one proxy, so that each
 * import comes from an address of its own: one address may send only 10 a minute.
 */
const rounds = Number(process.env.BENCH_WORST_INPUT_ROUNDS ?? 3);
const AT_ONCE = 4;
const GOAL_MS = 200;
const PROBE_INTERVAL_MS = 25;
/** Rounds added at once while the calendar's owner is made. */
const SETUP_CONCURRENCY = 8;

const WORST_CSV = `Title,Company,Stage,Date applied,Notes\n${`Analyst,Acme,Applied,2026-11-01,"${'x'.repeat(900)}"\n`.repeat(TRACKER_LIMITS.importRows)}`;
/** Written once, so that the benchmark's own work while the files are made is only sending and reading. */
const WORST_IMPORT = JSON.stringify({ csv: WORST_CSV });

let importer = 0;
const importerAddress = () => {
  importer += 1;
  return `198.18.${(importer >> 8) & 255}.${importer & 255}`;
};

async function call(url: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${url}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response;
}

/** A JSON POST from the site's own page; without a cookie, from a visitor the server does not know yet. */
const jsonPost = (url: string, cookie: string | null, body: string, address?: string): RequestInit => ({
  method: 'POST',
  headers: {
    ...(cookie ? { cookie } : {}),
    origin: url,
    'content-type': 'application/json',
    ...(address ? { 'x-forwarded-for': address } : {}),
  },
  body,
});

/** A guest whose board holds the largest calendar: applications of 50 rounds with the longest people and notes. */
async function calendarOwner(url: string): Promise<string> {
  const cookie = await guestCookie(url);
  const perApplication = TRACKER_LIMITS.roundsPerApplication;
  const roundsToAdd: (() => Promise<unknown>)[] = [];
  for (let added = 0; added < CALENDAR_LIMITS.rounds; added += perApplication) {
    const application = await call(
      url,
      '/api/applications',
      jsonPost(url, cookie, JSON.stringify({ title: 'Senior Data Engineer', company: 'Acme Analytics' })),
    );
    const { id } = (await application.json()) as { id: number };
    for (let index = 0; index < perApplication; index += 1)
      roundsToAdd.push(() =>
        call(
          url,
          `/api/applications/${id}/rounds`,
          jsonPost(
            url,
            cookie,
            JSON.stringify({
              startsAt: new Date(Date.UTC(2026, 11, 1 + index, 9)).toISOString(),
              kind: 'onsite',
              people: 'Hiring manager, '.repeat(40).slice(0, TRACKER_LIMITS.people),
              notes: 'Ask about the team and bring the portfolio. '
                .repeat(300)
                .slice(0, TRACKER_LIMITS.roundNotes),
            }),
          ),
        ),
      );
  }
  const workers = Array.from({ length: SETUP_CONCURRENCY }, async () => {
    for (let next = roundsToAdd.shift(); next; next = roundsToAdd.shift()) await next();
  });
  await Promise.all(workers);
  return cookie;
}

/** Milliseconds each health check took while `work` ran. */
async function healthChecksDuring(url: string, work: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void work.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await call(url, '/healthz');
    latencies.push(performance.now() - started);
    await sleep(PROBE_INTERVAL_MS);
  }
  await work;
  return latencies;
}

async function heaviestFilesAtOnce(url: string, owner: string): Promise<void> {
  const importers = await Promise.all(Array.from({ length: AT_ONCE }, () => guestCookie(url)));
  await Promise.all([
    ...Array.from({ length: AT_ONCE }, async () => {
      const calendar = await call(url, '/api/tracker/interviews.ics', { headers: { cookie: owner } });
      await calendar.text();
    }),
    ...importers.map(async (cookie) => {
      const imported = await call(
        url,
        '/api/tracker/import',
        jsonPost(url, cookie, WORST_IMPORT, importerAddress()),
      );
      await imported.json();
    }),
  ]);
}

/** The page at `address` read four at a time, as the tailoring screen asks for a posting; refusals are answers too. */
async function pageFourAtOnce(url: string, address: string): Promise<void> {
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const response = await fetch(
        `${url}/api/tailoring/job`,
        jsonPost(url, null, JSON.stringify({ kind: 'url', url: address })),
      );
      if (response.status >= 500) throw new Error(`a posting page answered ${response.status}`);
      await response.text();
    }),
  );
}

/** The slowest health check of each round of `phase`, each round's figures printed. */
async function measure(label: string, url: string, phase: () => Promise<void>): Promise<number> {
  await phase();
  let slowest = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const started = performance.now();
    const latencies = await healthChecksDuring(url, phase());
    const took = performance.now() - started;
    slowest = Math.max(slowest, ...latencies);
    console.log(
      `  ${label}, round ${round}: ${latencies.length} health checks in ${(took / 1000).toFixed(1)} s, median ` +
        `${median(latencies).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `slowest ${Math.max(...latencies).toFixed(0)} ms`,
    );
  }
  return slowest;
}

/**
 * Runs on a production server of its own (it must be allowed to read pages from the benchmark's stand-in site on
 * loopback), on the embedded database or on PostgreSQL.
 */
export async function benchmarkWorstInputs(port: number, databaseUrl?: string): Promise<boolean> {
  const site = await startStandIn((request, response) => {
    const page = HOSTILE_PAGES[new URL(request.url ?? '/', 'http://site').pathname.slice(1)];
    sendHtml(response, page ?? 'not found', page ? 200 : 404);
  });
  const server = await startServer({
    port,
    databaseUrl,
    env: { TRUST_PROXY: '1', POSTING_ALLOWED_ORIGINS: site.origin },
  });
  try {
    const owner = await calendarOwner(server.url);
    const results = [
      {
        what: `${AT_ONCE} calendars of ${CALENDAR_LIMITS.rounds} rounds and ${AT_ONCE} imports of ${TRACKER_LIMITS.importRows} rows at once`,
        slowest: await measure('tracker files', server.url, () => heaviestFilesAtOnce(server.url, owner)),
      },
    ];
    for (const name of Object.keys(HOSTILE_PAGES))
      results.push({
        what: `the posting page '${name}' ${AT_ONCE} at a time`,
        slowest: await measure(name, server.url, () => pageFourAtOnce(server.url, `${site.origin}/${name}`)),
      });
    for (const { what, slowest } of results)
      console.log(
        `Worst inputs: /healthz slowest ${slowest.toFixed(0)} ms while ${what} (goal < ${GOAL_MS} ms): ` +
          `${slowest < GOAL_MS ? 'met' : 'MISSED'}`,
      );
    return results.every(({ slowest }) => slowest < GOAL_MS);
  } finally {
    await server.stop();
    await site.close();
  }
}

if (import.meta.main) process.exitCode = (await benchmarkWorstInputs(4330)) ? 0 : 1;
