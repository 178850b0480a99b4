import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/mail.ts';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium.ts';

/**
 * A port no server holds now, asked of the system: a fixed one failed the whole run when a server left running
 * held it. Set in the environment, so that the workers Playwright starts later, and e2e/mail.ts, read the same one.
 */
function freePort(): string {
  const listen =
    "const server = require('node:net').createServer(); server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); })";
  return execFileSync(process.execPath, ['-e', listen], { encoding: 'utf8' });
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // CI machines here run the browser at a third of a workstation's speed, where a toast or a celebration that
  // leaves by itself can be gone before a slow step looks for it: more time, and one retry reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace for every test made each one about 30% slower, passing or not: a failing test's retry (CI)
    // records one, and `npx playwright test --trace on` records one anywhere. A failure's screenshot is kept.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Without a system Chromium, Playwright's own install.
      executablePath: systemChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/build-client-if-stale.ts && node e2e/serve.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A known folder, so that the tests can read the e-mails the server writes to DATA_DIR/outbox.
      E2E_DATA_DIR: e2eDataDir(port),
    },
  },
});
