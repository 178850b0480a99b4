import type { Page } from '@playwright/test';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { becomeReturningGuest, createAccount, expect, holdRequests, test, uniqueEmail } from './fixtures.ts';

let resume: Buffer;
test.beforeAll(async () => {
  resume = Buffer.from((await fixtureResumes()).get('registered-nurse-strong.pdf') as Uint8Array);
});

async function uploadResume(page: Page) {
  const response = await page.request.post('/api/resume/upload', {
    multipart: { resume: { name: 'grace.pdf', mimeType: 'application/pdf', buffer: resume } },
  });
  expect(response.status()).toBe(201);
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
const celebration = (page: Page) => page.getByTestId('milestone-celebration');

/**
 * React schedules a celebration's timers in an effect, which may run just after an assertion
 * sees the DOM; advancing the fake clock in small steps keeps the test independent of that race.
 */
/**
 * Pauses the page's fake clock where it stands. Only for stretches that need no data loading: the query
 * library delivers results through timers, which then wait for the test's runFor.
 */
async function stopTheClock(page: Page) {
  // A busy machine may pass the moment chosen before the pause arrives: then choose again.
  for (let attempt = 1; ; attempt += 1) {
    const soon = await page.evaluate(() => Date.now() + 20);
    try {
      await page.clock.pauseAt(soon);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Moves the paused clock on in small steps until `reached` holds, for at most `limitMs`. */
async function advanceUntil(page: Page, reached: () => Promise<boolean>, limitMs = 3000) {
  for (let elapsed = 0; elapsed < limitMs && !(await reached()); elapsed += 100) {
    await page.clock.runFor(100);
  }
}

async function advanceUntilVisible(page: Page, text: string, limitMs = 3000) {
  const target = celebration(page).getByText(text);
  await advanceUntil(page, () => target.isVisible(), limitMs);
  await expect(target).toBeVisible();
}

test('a new user’s dashboard: zeros, the empty activity text, the journey, the panel, banner and footer', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Dashboard' })).toBeVisible();
  await expect(
    page.getByText('Track your progress and continue your career development journey'),
  ).toBeVisible();
  await expect(page.getByText('Active User')).toBeVisible();
  await expect(page.getByTestId('overall-progress-badge')).toHaveText('0% Complete');
  for (const label of ['Resumes Analyzed', 'Interviews Practiced', 'Skills Improved', 'Jobs Applied']) {
    await expect(stat(page, label)).toHaveText('0');
  }
  await expect(page.getByText('No recent activity')).toBeVisible();
  await expect(page.getByText('Start by analyzing your resume')).toBeVisible();
  for (const [name, href] of [
    ['Resume Analysis', '/resume'],
    ['LinkedIn Optimization', '/linkedin'],
    ['Interview Practice', '/interview'],
    ['Career Guidance', '/career'],
  ] as const) {
    await expect(
      page
        .getByRole('region', { name: 'Continue Your Journey' })
        .getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', href);
  }
  await expect(page.getByText('Career Preparation')).toBeVisible();
  await expect(page.getByText('Complete your first resume analysis to unlock more features')).toBeVisible();
  await expect(page.getByText('Activity Summary')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Accelerate Your Career?' })).toBeVisible();
  for (const claim of ['No Credit Card Required', '5-Minute Setup', '100% Secure'])
    await expect(page.getByText(claim)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText(/AI analysis by the built-in CareerPilot engine/)).toBeVisible();
  await expect(celebration(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("the progress and reminders keep their size when a returning guest's answers come", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2400 });
  await becomeReturningGuest(page);
  const release = await holdRequests(page, /\/api\/(progress|tracker\/reminders)/);
  await page.goto('/dashboard');
  const card = (title: string) =>
    page.locator('.rounded-xl').filter({ has: page.getByText(title, { exact: true }) });
  const height = async (title: string) => (await card(title).boundingBox())?.height;
  await expect(page.getByText('Loading Progress...')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your reminders' })).toBeAttached();
  const loading = { progress: await height('Loading Progress...'), reminders: await height('Reminders') };
  release();
  await expect(page.getByText('Your Progress')).toBeVisible();
  await expect(page.getByText(/^Nothing due today/)).toBeVisible();
  expect({ progress: await height('Your Progress'), reminders: await height('Reminders') }).toEqual(loading);
});

test.describe('far ahead of UTC', () => {
  const timeZone = 'Pacific/Kiritimati';
  test.use({ timezoneId: timeZone });

  test("asks for the reminders of the browser's own date", async ({ page }) => {
    const asked = page.waitForRequest((request) => request.url().includes('/api/tracker/reminders'));
    await page.goto('/dashboard');
    const { searchParams } = new URL((await asked).url());
    // en-CA writes dates as YYYY-MM-DD.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    expect(searchParams.get('today')).toBe(today);
  });
});

test('a first visit paints its progress at once: a visitor without a session has none to wait for', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await expect(page.getByText('Loading Progress...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/progress');
});

test('shows "Loading Progress..." while the progress loads', async ({ page }) => {
  await becomeReturningGuest(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('/api/progress', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Loading Progress...')).toBeVisible();
  release();
  await expect(page.getByText('Career Preparation')).toBeVisible();
});

test('after the first resume: the numbers, the activity, and each milestone celebrated once', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/dashboard');
  // The page's first answers carry the guest session; the upload must come after, as the same guest.
  await expect(stat(page, 'Resumes Analyzed')).toHaveText('0');
  await uploadResume(page);
  await page.reload();
  // From here the page's timers move only when the test says, however slow the machine: the celebration starts
  // a second after the progress arrives, and a slow check of what arrived must not let it run past its entrance.
  await stopTheClock(page);
  const resumes = stat(page, 'Resumes Analyzed');
  await advanceUntil(page, async () => (await resumes.textContent()) === '1', 10_000);
  await expect(resumes).toHaveText('1');
  await expect(page.getByTestId('overall-progress-badge')).toHaveText('25% Complete');
  await expect(celebration(page)).toHaveCount(0);
  await advanceUntilVisible(page, 'First Resume Analyzed!');
  await expect(celebration(page)).toHaveAttribute('data-phase', 'enter');
  await expect(celebration(page).getByText('Milestone Achieved!')).toBeVisible();
  await expect(celebration(page).getByText('+50 Points Earned')).toBeVisible();
  await expect(celebration(page).locator('.confetti-piece')).toHaveCount(150);
  await page.clock.runFor(600);
  await expect(celebration(page)).toHaveAttribute('data-phase', 'celebrate');
  await page.clock.runFor(2700);
  await expect(celebration(page)).toHaveAttribute('data-phase', 'exit');
  await page.clock.runFor(900);
  await expect(celebration(page)).toHaveCount(0);
  await advanceUntilVisible(page, 'Career Path Journey Begins!');
  await expect(celebration(page).getByText('Level 2')).toBeVisible();
  await expect(celebration(page).getByText('+150 Points Earned')).toBeVisible();
  await page.clock.runFor(4500);
  await expect(celebration(page)).toHaveCount(0);
  await page.clock.resume();

  expect(
    await page.evaluate(() => [
      localStorage.getItem('milestone_firstResume'),
      localStorage.getItem('milestone_careerPathStarted'),
    ]),
  ).not.toContain(null);
  await page.reload();
  await expect(stat(page, 'Resumes Analyzed')).toHaveText('1');
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText('Resume analyzed')).toBeVisible();
  await expect(activity.getByText(/^Score: \d+\/100 · /)).toBeVisible();
  await page.clock.runFor(6000);
  await expect(celebration(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Celebrate Achievement' }).click();
  await advanceUntilVisible(page, 'First Resume Analyzed!');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the confetti stays still and the message is the same', async ({ page }) => {
    await page.clock.install();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Celebrate Achievement' }).click();
    await advanceUntilVisible(page, 'First Resume Analyzed!');
    const animation = await celebration(page)
      .locator('.confetti-piece')
      .first()
      .evaluate((piece) => getComputedStyle(piece).animationName);
    expect(animation).toBe('none');
  });
});

test("today's picks open the email settings, and the morning email's settings link opens them at once", async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('settings'));
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: 'Email settings' });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: 'Email settings' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button, 'focus goes back to the button that opened it').toBeFocused();

  await page.goto('/dashboard?email-settings');
  await expect(page.getByRole('alertdialog', { name: 'Email settings' })).toBeVisible();
});
