import type { Browser, Page } from '@playwright/test';
import { CAREER_PROFILE, expect, PASSWORD, test, uniqueEmail, waitingForHydration } from './fixtures.ts';
import { linkPath, mailsTo, waitForLink } from './mail.ts';

const NEW_PASSWORD = 'a brand new passphrase';

async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Thompson');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
}

async function verifyFromMail(page: Page, email: string) {
  const { link } = await waitForLink(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible();
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

test('a new account gets a verification e-mail; its link verifies the address and the banner goes', async ({
  page,
  consoleGuard,
}) => {
  const email = uniqueEmail('verify');
  await signUp(page, email);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Verify your address' });
  await expect(banner).toContainText(email);

  const { message, link } = await waitForLink(email, '/verify-email');
  expect(message.html).toContain(link.replaceAll('&', '&amp;'));
  expect(message.text).toContain('Grace');
  await page.goto(link);
  await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible();
  await page.goto('/dashboard');
  await expect(accountMenu(page)).toBeVisible();
  await expect(banner).toHaveCount(0);

  consoleGuard.allow(/status of 400/);
  await page.goto(link);
  await expect(page.getByText('This link has already been used.', { exact: false })).toBeVisible();
});

async function newPage(browser: Browser, timezoneId?: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(timezoneId ? { timezoneId } : {}),
  });
  return { context, page: waitingForHydration(await context.newPage()) };
}

test('forgot password: the e-mailed link sets a new password and ends every other session', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await page.goto('/dashboard');
  await expect(accountMenu(page)).toBeVisible();

  const other = await newPage(browser);
  try {
    await other.page.goto('/signin');
    await other.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(other.page.getByText(/if an account uses/i)).toBeVisible();

    const { link } = await waitForLink(email, '/reset-password');
    await other.page.goto(link);
    await other.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await other.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.page.getByText('Your password is changed.', { exact: false })).toBeVisible();
  } finally {
    await other.context.close();
  }

  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.guest, 'the session from before the reset has ended').toBe(true);
  const oldPassword = await page.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await page.request.post('/api/auth/signin', {
    data: { email, password: NEW_PASSWORD, guestData: 'discard' },
  });
  expect(newPassword.status()).toBe(200);
});

/** A zone where it is between 02:00 and 21:59 now, so that "a minute ago" is still today there. */
function zoneAwayFromMidnight(): { timeZone: string; minuteAgo: string } {
  for (const timeZone of [
    'Asia/Tokyo',
    'Europe/Paris',
    'America/New_York',
    'Asia/Kolkata',
    'Pacific/Auckland',
  ]) {
    const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(Date.now() - 60_000))
      .split(':')
      .map(Number);
    if (hour >= 2 && hour <= 21)
      return { timeZone, minuteAgo: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
  }
  throw new Error('every candidate zone is near midnight');
}

test('the morning e-mail comes at the chosen local time with 3–5 vetted picks and unsubscribes in one click', async ({
  browser,
  playwright,
}) => {
  const { timeZone, minuteAgo } = zoneAwayFromMidnight();
  const { context, page } = await newPage(browser, timeZone);
  try {
    const email = uniqueEmail('digest');
    await signUp(page, email);
    await verifyFromMail(page, email);
    const saved = await page.request.post('/api/career/profile', { data: CAREER_PROFILE });
    expect(saved.ok()).toBe(true);

    await page.goto('/dashboard');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Email settings' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByLabel('Time zone')).toHaveValue(timeZone);
    await dialog.getByLabel('Time', { exact: true }).fill(minuteAgo);
    await dialog.getByLabel('Minimum match').selectOption('50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    const { message } = await waitForLink(email, '/unsubscribe');
    const picks = (message.text ?? '').split('\n').filter((line) => line.startsWith('* '));
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks.length).toBeLessThanOrEqual(5);
    expect(message.html).not.toMatch(/<img|src=/i);
    const header = (name: string) => message.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /<(https?:[^>]+)>/.exec(header('list-unsubscribe'))?.[1];
    expect(oneClick).toBeDefined();

    await page.goto('/dashboard');
    const todays = page.getByRole('list', { name: "Today's picks" });
    await expect(todays.locator(':scope > li')).toHaveCount(picks.length);
    await expect(page.getByText(/Sent to your inbox at/)).toBeVisible();

    // What a mail provider does for the unsubscribe button: a POST with no cookies (RFC 8058).
    const provider = await playwright.request.newContext();
    const path = new URL(oneClick ?? '').pathname + new URL(oneClick ?? '').search;
    const unsubscribed = await provider.post(new URL(path, page.url()).href, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status()).toBe(200);
    await provider.dispose();

    // The e-mail's settings link opens them on the dashboard.
    const settingsLink = linkPath(message, '/dashboard');
    expect(settingsLink).toBeDefined();
    await page.goto(settingsLink ?? '');
    await expect(
      page.getByRole('alertdialog').getByRole('switch', { name: 'Email me hand-picked jobs each morning' }),
    ).not.toBeChecked();
    expect((await mailsTo(email)).filter((mail) => mail.text?.includes('/unsubscribe'))).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('joining the waitlist sends a confirmation e-mail whose link confirms the place', async ({ page }) => {
  const email = uniqueEmail('waitlist');
  await page.goto('/');
  await page.getByLabel('Full Name').fill('Grace Thompson');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('+1 555 123 4567');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  const { link } = await waitForLink(email, '/waitlist/confirm');
  await page.goto(link);
  await expect(page.getByText(`You're on the list: ${email}`, { exact: false })).toBeVisible();
});
