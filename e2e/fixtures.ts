import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

export type ConsoleGuard = {
  /** Declares a console error, page error or failed request this test provokes on purpose. */
  allow(pattern: RegExp): void;
};

/**
 * Every test fails on a console.error, an uncaught page error, a Content-Security-Policy violation or a failed
 * request it did not declare. An aborted request (a navigation or unmount cancelling a fetch) is not a failure.
 */
/**
 * Waits, after a page load, until React has taken the pre-rendered page over (client/app/app.tsx marks it): the
 * page paints before its script runs. A click before then is held and done again once the app has the page
 * (decision 0062; e2e/input-at-first-paint.spec.ts tests that), so the other tests start from the app's page.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Makes every load of this page (goto, reload) wait until the page is React's (`untilHydrated`). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Chromium does not always log a refused eval or inline script; the page's own event always fires.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`),
        );
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'unknown';
        if (reason !== 'net::ERR_ABORTED')
          problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'unexpected console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A career profile with job matches in the sample catalogue, saved through the API. */
export const CAREER_PROFILE = {
  currentRole: 'Data Analyst',
  targetRole: 'Data Scientist',
  industry: 'technology',
  experience: 4,
  skills: ['Python', 'SQL', 'machine learning', 'statistics'],
  goals: [],
  preferences: { workType: 'flexible', location: '' },
};

/** Holds the page's requests to `url` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Makes the page's visitor a guest with a session, as one who has saved something (their tracker settings): the
 * server then sends them the pages for everyone, which load their data, not those for a first visit (decision 0043).
 */
export async function becomeReturningGuest(page: Page): Promise<void> {
  const saved = await page.request.put('/api/tracker/settings', { data: { followUpDays: 7 } });
  expect(saved.ok()).toBe(true);
}

/** An email no other test or run has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The password of the accounts `createAccount` makes. */
export const PASSWORD = 'correct horse battery';

/** An account made through the API in the request context given (a page's, or one of its own), signed in there. */
export async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/signup', {
    data: { firstName: 'Grace', lastName: 'Thompson', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

/** Chooses an option of a labelled select (a native one: its list is the browser's, outside the page). */
export async function chooseOption(scope: Page | Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).selectOption({ label: option });
}

/** The option a select shows; the select's own text is that of every option. */
export function chosenOption(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('combobox', { name }).locator('option:checked');
}

/** The toasts on screen (Radix also mirrors each one into a hidden announcement, which this leaves out). */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Puts the page's visitor on a paid plan through the sandbox, as the subscription page does. */
export async function subscribe(page: Page, plan: 'interview-prep' | 'linkedin-pro' | 'full-suite') {
  const created = await page.request.post('/api/create-subscription', {
    data: { email: 'grace@example.com', priceId: `price_sandbox_${plan.replace('-', '_')}` },
  });
  expect(created.status()).toBe(200);
  const { clientSecret } = await created.json();
  const confirmed = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(confirmed.status()).toBe(200);
}

/** A name zod's own code carries: a script holding it builds the contract's schemas as it loads. */
export const ZOD_MARKER = '$ZodError';
/** A name Radix's dialogs carry (their parts' display names): a script holding it is a dialog's code. */
export const DIALOG_MARKER = 'DialogContent';
/** A name Radix's dropdown menu carries: a script holding it is the menu's code. */
export const MENU_MARKER = 'DropdownMenuContent';

/** Records the app's scripts as the page loads them; the returned function lists those that hold `marker`. */
export function recordScriptsHolding(page: Page, marker: string): () => Promise<string[]> {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) {
      scripts.push(response.text().then((text) => ({ path: pathname, text })));
    }
  });
  return async () =>
    (await Promise.all(scripts)).filter(({ text }) => text.includes(marker)).map(({ path }) => path);
}
