import type { Page } from '@playwright/test';
import { APP_PATHS } from '#common/routes.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

/** Each screen is tried this many times, each time as a first visit: three times in each timing. */
const ATTEMPTS = 12;
/**
 * The phone's CPU, as Lighthouse's mobile preset slows it: the app takes longer to load and hydrate, so the time a
 * person can act on the painted page before it is the app's is a phone's.
 */
const CPU_SLOWDOWN = 4;
/** How long the app may take to answer what was done before it had the page. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The page's entry (client/boot.ts), and the app's own chunk, which the entry asks for once the page is painted. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;
/** How late the entry comes when it is held, as on a slow network, where the page can arrive well before it. */
const LATE_ENTRY_MS = 1000;

/**
 * Each attempt's timing, in turn: the app held until the act is done (what is done surely comes before the app);
 * the entry held until then (no script but the page's own has run: the page is painted without waiting for one,
 * decision 0062); the entry a second late (nothing of the app's code on the page yet); or nothing held, the act
 * racing the app as it loads and hydrates.
 */
const TIMINGS = ['app held', 'entry held', 'entry late', 'racing the app'] as const;
type Timing = (typeof TIMINGS)[number];

/** What one attempt does on the painted page, and how it checks that it is still done once the app has the page. */
type Act = { act(): Promise<void>; kept(): Promise<void> };

/** Holds the page's entry and app as an attempt's timing says; the function `hold` returns lets what it held go. */
async function scriptHolder(page: Page): Promise<{ hold(timing: Timing): () => void }> {
  let entry = Promise.resolve();
  let app = Promise.resolve();
  await page.route(
    (url) => ENTRY_SCRIPT.test(url.pathname) || APP_CHUNK.test(url.pathname),
    async (route) => {
      await (APP_CHUNK.test(new URL(route.request().url()).pathname) ? app : entry);
      await route.continue();
    },
  );
  return {
    hold(timing) {
      const { promise, resolve } = Promise.withResolvers<void>();
      app = timing === 'app held' ? promise : Promise.resolve();
      entry =
        timing === 'entry held'
          ? promise
          : timing === 'entry late'
            ? new Promise((late) => setTimeout(late, LATE_ENTRY_MS))
            : Promise.resolve();
      return resolve;
    },
  };
}

/**
 * Opens the page as a new visitor (no cookie, nothing cached) on a phone's CPU and acts as soon as the control is
 * there, then waits for the app to have the page and checks that what was done still is. Says what was lost, if
 * anything, and whether it acted before the app had hydrated the page.
 */
async function tryAtFirstPaint(page: Page, path: string, release: () => void, { act, kept }: Act) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.context().clearCookies();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  await act();
  const beforeHydration = await page.evaluate(() => !document.documentElement.hasAttribute('data-hydrated'));
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const lost = await kept().then(
    () => undefined,
    (error: Error) => error.message.split('\n')[0],
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { lost, beforeHydration };
}

/** Acts at the first paint of `path` `ATTEMPTS` times, in every timing in turn: nothing done may be lost. */
async function expectNothingLost(page: Page, path: string, attempt: () => Act) {
  const holder = await scriptHolder(page);
  const lost: string[] = [];
  for (let run = 0; run < ATTEMPTS; run += 1) {
    const timing = TIMINGS[run % TIMINGS.length] as Timing;
    const result = await tryAtFirstPaint(page, path, holder.hold(timing), attempt());
    const when = result.beforeHydration ? 'before' : 'as';
    if (result.lost) lost.push(`attempt ${run + 1} (${timing}, acted ${when} it hydrated): ${result.lost}`);
  }
  expect(lost, `lost in ${lost.length} of ${ATTEMPTS} attempts`).toEqual([]);
}

test('a press on the Sign Up tab as the sign-in page first paints opens the sign-up form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await expectNothingLost(page, APP_PATHS.auth[0], () => ({
    act: () => signUpTab.click(),
    kept: async () => {
      await expect(signUpTab).toHaveAttribute('aria-selected', 'true', { timeout: ANSWER_TIMEOUT_MS });
      await expect(signUpTab).toBeFocused();
    },
  }));
  await expect(page.getByLabel('First Name')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a press on the menu button as the dashboard first paints opens the menu', async ({ page }) => {
    test.setTimeout(120_000);
    const menuLink = page.locator('#mobile-menu').getByRole('link', { name: 'Career Guide' });
    await expectNothingLost(page, APP_PATHS.dashboard, () => ({
      act: () => page.getByRole('button', { name: 'Open menu' }).click(),
      kept: async () => {
        await expect(menuLink).toBeVisible({ timeout: ANSWER_TIMEOUT_MS });
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      },
    }));
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('an e-mail typed into the waitlist form as the landing page first paints is kept, and sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Answered here, not by the server: the waitlist's count is shared with waitlist.spec.ts.
  const sent: string[] = [];
  await page.route('/api/subscribe', async (route) => {
    sent.push(route.request().postDataJSON().email);
    await route.fulfill({ json: { alreadySubscribed: false } });
  });
  const emailField = page.getByLabel('Email Address');
  await expectNothingLost(page, '/', () => {
    const email = uniqueEmail('early');
    return {
      act: () => emailField.pressSequentially(email),
      kept: async () => {
        // The count's answer renders the form again after hydration: a value only in the page would be wiped.
        await expect(emailField).toHaveValue(email);
        await expect(emailField).toBeFocused();
        await page.getByLabel('Full Name').fill('Jane Doe');
        await page.getByLabel('Phone Number').fill('+1 555 123 4567');
        await page.getByRole('button', { name: 'Join the Waitlist' }).click();
        await expect.poll(() => sent.at(-1), { timeout: ANSWER_TIMEOUT_MS }).toBe(email);
      },
    };
  });
});

test('every kind of field filled in on the painted page keeps its value, and the app has it', async ({
  page,
}) => {
  const releaseApp = (await scriptHolder(page)).hold('app held');
  await page.goto(APP_PATHS.career, { waitUntil: 'commit' });
  await page.getByLabel('Current Role').fill('Data Analyst');
  await page.getByLabel('Target Role').fill('Data Scientist');
  await page.getByLabel('Years of Experience').fill('6');
  await page.getByLabel('Industry').selectOption({ label: 'Finance' });
  await page.getByLabel('Work Preference').selectOption({ label: 'Remote' });
  const message = page.getByLabel('Message the assistant');
  await message.fill('How do I move into data science?');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  releaseApp();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');

  // The buttons the page was painted with disabled are enabled by what the app now holds, and focus stayed.
  await expect(message).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/career/profile',
  );
  await page.getByRole('button', { name: 'Save Profile' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    currentRole: 'Data Analyst',
    targetRole: 'Data Scientist',
    industry: 'finance',
    experience: 6,
    preferences: { workType: 'remote' },
  });
});
