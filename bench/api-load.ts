import autocannon, { type Options, type Result } from 'autocannon';
import { guestCookie } from './guest.ts';
import type { RunningServer } from './server-process.ts';

/**
 * The API's hot paths under concurrent load. Prints throughput and latency; answers false when a scenario errs or
 * misses its p99 target.
 */
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Scenario = { name: string; p99TargetMs: number; options: Omit<Options, 'url'> };

/** The n-th address of 198.18.0.0/15, the range RFC 2544 sets aside for benchmarks. */
const benchmarkAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

function scenarios(cookie: string, origin: string): Scenario[] {
  let subscriber = 0;
  return [
    { name: 'GET / (landing page)', p99TargetMs: 100, options: { requests: [{ method: 'GET', path: '/' }] } },
    {
      name: 'GET /api/subscribers/count',
      p99TargetMs: 200,
      options: { requests: [{ method: 'GET', path: '/api/subscribers/count' }] },
    },
    {
      name: 'GET /api/auth/me (session lookup)',
      p99TargetMs: 200,
      options: { requests: [{ method: 'GET', path: '/api/auth/me', headers: { cookie } }] },
    },
    {
      name: 'POST /api/subscribe (new emails)',
      p99TargetMs: 300,
      options: {
        requests: [
          {
            method: 'POST',
            path: '/api/subscribe',
            headers: { 'content-type': 'application/json', origin },
            // Each from an address of its own (198.18.0.0/15, set aside for benchmarks), behind the one proxy the
            // server trusts: one address may join the waitlist ten times in 15 minutes.
            setupRequest: (request) => {
              subscriber += 1;
              return {
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': benchmarkAddress(subscriber) },
                body: JSON.stringify({
                  email: `bench-${subscriber}@example.com`,
                  name: 'Bench Mark',
                  phone: '5551234567',
                }),
              };
            },
          },
        ],
      },
    },
  ];
}

function summarise(name: string, target: number, result: Result) {
  // autocannon counts a timeout among its errors too.
  const failures = result.errors + result.non2xx;
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'p99 target ms': target,
    failures,
    verdict: failures === 0 && result.latency.p99 <= target ? 'ok' : 'MISSED',
  };
}

export async function benchmarkApiLoad(server: RunningServer): Promise<boolean> {
  const cookie = await guestCookie(server.url);
  const rows = [];
  for (const { name, p99TargetMs, options } of scenarios(cookie, server.url)) {
    const result = await autocannon({ url: server.url, connections, duration: durationSeconds, ...options });
    rows.push(summarise(name, p99TargetMs, result));
  }
  console.log(`\nAPI under load: ${connections} connections, ${durationSeconds} s per scenario`);
  console.table(rows);
  return rows.every((row) => row.verdict === 'ok');
}
