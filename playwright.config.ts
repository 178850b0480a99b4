import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/mail.ts';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
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
