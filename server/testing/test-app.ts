import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '#server/sessions/plugin.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

const NO_CLIENT_BUILD = join(import.meta.dirname, 'no-client-build');

/** pg-boss's shortest polling: a test that waits for a retry or a job due later waits half a second at most. */
const TEST_JOB_ENGINE = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };

/** An instance of the app on a database the test looks after, e.g. one of several sharing it as behind a load balancer. */
export function buildAppOn(database: DatabaseHandle, config: Partial<Config> = {}) {
  return buildApp({
    config: testConfig(config),
    database,
    clientRoot: NO_CLIENT_BUILD,
    jobEngine: TEST_JOB_ENGINE,
  });
}

export type TestAppOptions = { config?: Partial<Config>; clientRoot?: string };

/** The whole app on a fresh, migrated database of its own; closed and discarded when the test ends. */
export async function buildTestApp({ config, clientRoot }: TestAppOptions = {}) {
  const database = await createTestDatabase(inject('testDatabase'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'careerpilot-outbox-'));
  const settings = testConfig(config);
  const app = await buildApp({
    config: config?.mail ? settings : { ...settings, mail: { ...settings.mail, outboxDir } },
    database,
    clientRoot: clientRoot ?? NO_CLIENT_BUILD,
    jobEngine: TEST_JOB_ENGINE,
  });
  onTestFinished(async () => {
    await app.close();
    await database.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookieFrom(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  const cookie = response.cookies.find(
    ({ name }) => name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE,
  );
  return cookie && `${cookie.name}=${cookie.value}`;
}
