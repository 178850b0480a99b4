import type { Page } from '@playwright/test';
import { APP_PATHS, ENTRY_SCREENS, NOT_FOUND_PATH, SCREEN_PATHS } from '#common/routes.ts';
import {
  CAREER_PROFILE,
  DIALOG_MARKER,
  expect,
  holdRequests,
  MENU_MARKER,
  recordScriptsHolding,
  test,
  ZOD_MARKER,
} from './fixtures.ts';

/** Records the page's layout shifts from its first paint on, each with what moved (read with `layoutShifts`). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; sources?: { node?: Node }[] };
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 160) : (node?.textContent ?? '').slice(0, 80),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far, each with what moved (for the failure message). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ENTRY_SCREENS) {
    test(`${path} paints its screen, styled, with its own title`, async ({ page, consoleGuard }) => {
      // Playwright turns scripts off by a content security policy, which refuses the page's module preloads.
      consoleGuard.allow(/request failed: GET \S+\/assets\/\S+\.js csp$/);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The CSS is in the page itself: a heading is bold without any stylesheet to fetch.
      expect(
        await heading.evaluate((element) => Number(getComputedStyle(element).fontWeight)),
      ).toBeGreaterThanOrEqual(600);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      // Nothing paints half-read: the first paint waits for the marker after the app's root.
      await expect(page.locator('link[rel="expect"][blocking="render"]')).toHaveAttribute(
        'href',
        '#page-end',
      );
      await expect(page.locator('#root + #page-end')).toHaveCount(1);
      if (path !== '/') await expect(page).toHaveTitle(/ \| CareerPilot$/);
    });
  }

  test('what a screen loads by itself holds still for its first second', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/request failed: GET \S+\/assets\/\S+\.js csp$/);
    const delays: number[] = [];
    for (const path of SCREEN_PATHS) {
      await page.goto(path);
      delays.push(
        ...(await page.evaluate(() =>
          document.getAnimations().map((animation) => Number(animation.effect?.getTiming().delay)),
        )),
      );
    }
    // The pre-rendered screens show placeholders for what a visitor's data will fill, and spinners for what they
    // check as they open (an e-mail link's token): all of them still at first.
    expect(delays.length).toBeGreaterThan(0);
    expect(delays.filter((delay) => delay < 1000)).toEqual([]);
  });

  test('the not-found page answers 404 with its screen', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    consoleGuard.allow(/request failed: GET \S+\/assets\/\S+\.js csp$/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

// The contract's schemas load when a form is first checked (decision 0040), a dialog's or a menu's code when it is
// first wanted (decisions 0056 and 0057): a screen only shown needs none of them.
for (const path of ENTRY_SCREENS) {
  test(`${path} loads none of the contract's schemas, nor any dialog or menu, until they are used`, async ({
    page,
  }) => {
    const schemaScripts = recordScriptsHolding(page, ZOD_MARKER);
    const dialogScripts = recordScriptsHolding(page, DIALOG_MARKER);
    const menuScripts = recordScriptsHolding(page, MENU_MARKER);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await schemaScripts()).toEqual([]);
    expect(await dialogScripts()).toEqual([]);
    expect(await menuScripts()).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ENTRY_SCREENS) {
      test(`${path} hydrates the page it painted, without a layout shift`, async ({ page }) => {
        await recordLayoutShifts(page);
        // The app's script held back, so that the page can be looked at as it first paints.
        const release = await holdRequests(page, /\/assets\/.*\.js$/);
        const screenChunks: string[] = [];
        const reads: string[] = [];
        page.on('request', (request) => {
          const { pathname, search } = new URL(request.url());
          if (/^\/assets\/[\w-]+-page-[\w-]+\.js$/.test(pathname)) screenChunks.push(pathname);
          if (pathname.startsWith('/api/') && request.method() === 'GET' && !search) reads.push(pathname);
        });
        const response = await page.goto(path, { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        // Painted, not only laid out: the first paint waits for no script (decision 0062). Polled on a timer, as
        // animation frames, Playwright's default, would wait for that paint too.
        const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
        await page.waitForFunction(painted, null, { polling: 100 });
        await heading.evaluate((element) => Object.assign(element, { paintedByServer: true }));
        release();
        await page.waitForLoadState('networkidle');
        // Hydration kept the painted element rather than rendering it again.
        expect(await heading.evaluate((element) => 'paintedByServer' in element)).toBe(true);
        await expect(page.locator('title')).toHaveCount(1);
        expect(await layoutShifts(page)).toEqual([]);
        // The app's and the screen's chunks are named in the page, inert until the first paint is done, for the
        // entry to fetch them all at once then rather than in rounds (decision 0042).
        const html = (await response?.text()) ?? '';
        const named = (pattern: RegExp, text = html) => [...text.matchAll(pattern)].map(([, href]) => href);
        const [, afterFirstPaint = ''] =
          html.match(/<template id="after-first-paint">([\s\S]*?)<\/template>/) ?? [];
        const modulePreloads = named(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          afterFirstPaint,
        );
        expect(screenChunks.length).toBeGreaterThan(0);
        expect(screenChunks.filter((chunk) => !modulePreloads.includes(chunk))).toEqual([]);
        expect(modulePreloads.some((chunk) => /^\/assets\/main-[\w-]+\.js$/.test(chunk ?? ''))).toBe(true);
        // Before the first paint the browser is given the entry alone (and what it imports), not the app.
        const beforeFirstPaint = named(
          /(?:src|href)="(\/assets\/[\w.-]+\.js)"/g,
          html.replace(afterFirstPaint, ''),
        );
        expect(beforeFirstPaint.filter((script) => modulePreloads.includes(script))).toEqual([]);
        // So is the data it reads as it starts, and the app's own request takes the preloaded answer: one each.
        const dataPreloads = named(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        );
        expect(dataPreloads.length > 0 || reads.length === 0).toBe(true);
        for (const read of dataPreloads) expect(reads.filter((each) => each === read)).toEqual([read]);
      });
    }
  });
}

test("Career Strategist holds still below the fold as a first visit's answers come", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 2400 });
  await recordLayoutShifts(page);
  await page.goto(APP_PATHS.career);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Sample postings/)).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test("a first visit paints the tracker's empty state before any script, and asks for none of what it shows", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  await page.goto(APP_PATHS.applications, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(page.getByRole('spinbutton')).toHaveValue('7');
  release();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  // Once the visitor has saved something, the same address sends the page for everyone and reads their data.
  const created = await page.request.post('/api/applications', {
    data: { title: 'Data Analyst', company: 'Acme', stage: 'saved' },
  });
  expect(created.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Data Analyst')).toBeVisible();
  expect(reads).toContain('/api/applications');
});

test('a screen opened with a query hydrates, then follows the query', async ({ page }) => {
  const created = await page.request.post('/api/applications', {
    data: { title: 'Data Analyst', company: 'Acme', stage: 'saved' },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`${APP_PATHS.applications}?view=list`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('title')).toHaveCount(1);
});

test('the dashboard of a visitor with a profile and matches hydrates without a layout shift', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  expect((await page.request.post('/api/career/profile', { data: CAREER_PROFILE })).ok()).toBe(true);
  await page.goto(APP_PATHS.dashboard);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test('the not-found path the build renders at is itself no screen', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto(NOT_FOUND_PATH);
  expect(response?.status()).toBe(404);
});
