import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Extra Node flags for the server, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/profiles' to profile it. */
const nodeArgs = (): string[] => process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready within two minutes');
}

/** The app as `npm start` runs it, in its own process, on a throw-away embedded database or the given PostgreSQL. */
export async function startServer({
  port,
  databaseUrl,
  env = {},
}: {
  port: number;
  databaseUrl?: string;
  /** More settings, e.g. an AI provider. */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'careerpilot-bench-'));
  const child = spawn(process.execPath, [...nodeArgs(), 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // One address sends every benchmark's requests, the hot reads alone up to a million a minute.
      RATE_LIMIT_PER_MINUTE: '100000000',
      // The benchmarks upload far more than the Free plan's one resume a month.
      PLAN_LIMITS: 'off',
      // Production refuses to guess who takes payments; the benchmarks never pay.
      PAYMENTS_PROVIDER: 'sandbox',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
