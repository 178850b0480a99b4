import type { Page, Response } from '@playwright/test';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import {
  createAccount,
  expect,
  holdRequests,
  notifications,
  recordScriptsHolding,
  test,
  uniqueEmail,
  ZOD_MARKER,
} from './fixtures.ts';

const plan = (page: Page, name: string) => page.getByRole('group', { name });

async function choose(page: Page, name: string, email = 'grace@example.com') {
  await page.getByLabel('Email address').fill(email);
  await plan(page, name).getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
}

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

test('an email that is no address: "Invalid Email", checked by the contract loaded only then', async ({
  page,
}) => {
  const schemaScripts = recordScriptsHolding(page, ZOD_MARKER);
  await page.goto('/subscription');
  await page.getByLabel('Email address').fill('grace@example');
  await page.waitForLoadState('networkidle');
  expect(await schemaScripts()).toEqual([]);

  await plan(page, 'Full Suite').getByRole('button', { name: 'Get Started' }).click();
  const toast = notifications(page);
  await expect(toast.getByText('Invalid Email')).toBeVisible();
  await expect(toast.getByText('Please enter a valid email address, such as you@example.com.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  expect(await schemaScripts()).not.toEqual([]);
});

test('the plans: four cards from the plan table, the free plan current, the trial note and support', async ({
  page,
}) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  for (const [name, price, period] of [
    ['Free', '$0', 'forever'],
    ['Interview Prep', '$15', 'per month'],
    ['LinkedIn Pro', '$20', 'per month'],
    ['Full Suite', '$30', 'per month'],
  ] as const) {
    await expect(plan(page, name).getByText(price, { exact: true })).toBeVisible();
    await expect(plan(page, name).getByText(period, { exact: true })).toBeVisible();
  }
  await expect(plan(page, 'LinkedIn Pro').getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(plan(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(plan(page, 'Full Suite').getByText('Unlimited resume analyses')).toBeVisible();
  await expect(page.getByText('All plans include a 14-day free trial. Cancel anytime.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@careerpilot.example' })).toHaveAttribute(
    'href',
    'mailto:support@careerpilot.example',
  );
  await expect(page.getByText(/^Free plan, this month \(renews \w{3} 1, \d{4}\):$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Resume analyses: 0 of 1 used' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Interview sessions: 0 of 3 used' }),
  ).toBeVisible();
});

test('a paid plan needs an email first: "Email Required", and nothing is created', async ({ page }) => {
  let created = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-subscription')) created += 1;
  });
  await page.goto('/subscription');
  await plan(page, 'Full Suite').getByRole('button', { name: 'Get Started' }).click();
  const toast = notifications(page);
  await expect(toast.getByText('Email Required')).toBeVisible();
  await expect(toast.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  expect(created).toBe(0);
});

test('choose a plan, go back and forth, pay in the sandbox: declined, then activated and celebrated', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 402/);
  await page.goto('/subscription');
  await choose(page, 'LinkedIn Pro');
  await expect(page.getByText('Payment Details')).toBeVisible();
  await expect(page.getByText('Secure payment powered by a card provider')).toBeVisible();
  await expect(page.getByText(/Test mode: no real payment is taken/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();

  await page.getByRole('button', { name: 'Back to plans' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('grace@example.com');
  await plan(page, 'LinkedIn Pro').getByRole('button', { name: 'Get Started' }).click();

  await pay(page, '4000 0000 0000 0002');
  await expect(notifications(page).getByText('Payment Failed')).toBeVisible();
  await expect(notifications(page).getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();

  await pay(page, '4242 4242 4242 4242');
  await expect(notifications(page).getByText('Subscription Activated')).toBeVisible();
  await expect(notifications(page).getByText(/Welcome to LinkedIn Pro!/)).toBeVisible();
  await expect(page.getByText('Your plan: LinkedIn Pro')).toBeVisible();
  await expect(plan(page, 'LinkedIn Pro').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(plan(page, 'Full Suite').getByRole('button', { name: 'Switch Plan' })).toBeEnabled();
  await expect(page.getByTestId('milestone-celebration').getByText('Welcome to Premium!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your plan: LinkedIn Pro')).toBeVisible();
  await expect(
    page.getByText(/^Free trial until \w{3} \d{1,2}, \d{4}; then it renews monthly\.$/),
  ).toBeVisible();
});

test('an invalid card is caught before it is sent, beside its field and in the toast', async ({ page }) => {
  let confirmations = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payments/sandbox/confirm')) confirmations += 1;
  });
  await page.goto('/subscription');
  await choose(page, 'Interview Prep');
  await pay(page, '4242 4242 4242 4241');
  await expect(notifications(page).getByText('Payment Failed')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your card number is invalid.').first()).toBeVisible();
  expect(confirmations).toBe(0);
});

test("a plan chosen before the page has the server's settings waits for them", async ({ page }) => {
  const release = await holdRequests(page, '/api/config');
  await page.goto('/subscription');
  await page.getByLabel('Email address').fill('grace@example.com');
  await plan(page, 'Interview Prep').getByRole('button').click();
  release();
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
});

test('"Processing..." while the card is confirmed', async ({ page }) => {
  const release = await holdRequests(page, '/api/payments/sandbox/confirm');
  await page.goto('/subscription');
  await choose(page, 'Full Suite');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(notifications(page).getByText('Subscription Activated')).toBeVisible();
});

test('a failed plan choice shows "Error" and keeps the plan chosen', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 502/);
  await page.route('/api/create-subscription', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto('/subscription');
  await page.getByLabel('Email address').fill('grace@example.com');
  await plan(page, 'Full Suite').getByRole('button', { name: 'Get Started' }).click();
  await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(
    notifications(page).getByText('Failed to create subscription. Please try again.'),
  ).toBeVisible();
  await expect(plan(page, 'Full Suite')).toHaveClass(/ring-2/);
});

test('cancelling keeps the plan until the period ends', async ({ page }) => {
  await page.goto('/subscription');
  await choose(page, 'Interview Prep');
  await pay(page, '4242 4242 4242 4242');
  // Opened again, the screen fetches no dialog code: the cancellation's comes when it is asked for (routing every
  // script turns the browser's cache off, so that each one is fetched and seen).
  await page.route('**/assets/*.js', (route) => route.continue());
  const scripts: Promise<{ url: string; code: string }>[] = [];
  const readScript = (response: Response) => {
    const url = response.url();
    if (url.endsWith('.js')) scripts.push(response.text().then((code) => ({ url, code })));
  };
  page.on('response', readScript);
  await page.reload();
  await expect(page.getByText('Your plan: Interview Prep')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The dialog's own scripts, fetched when it opens below, are not read: the page may be gone before they are.
  page.off('response', readScript);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter(({ code }) => code.includes('alertdialog')).map(({ url }) => url)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(notifications(page).getByText('Subscription cancelled')).toBeVisible();
  await expect(page.getByText(/^Cancelled: your plan ends on \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('switching plans changes the running plan: no card, "Plan changed", the same free trial', async ({
  page,
}) => {
  await page.goto('/subscription');
  await choose(page, 'Interview Prep');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your plan: Interview Prep')).toBeVisible();
  const trial = page.getByText(/^Free trial until \w{3} \d{1,2}, \d{4}; then it renews monthly\.$/);
  const trialBefore = await trial.textContent();

  await plan(page, 'Full Suite').getByRole('button', { name: 'Switch Plan' }).click();
  await expect(notifications(page).getByText('Plan changed')).toBeVisible();
  await expect(
    notifications(page).getByText(
      /^You're now on Full Suite\. Your free trial goes on until .*; no new card is needed\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Your plan: Full Suite')).toBeVisible();
  await expect(trial).toHaveText(trialBefore ?? '');
  await expect(plan(page, 'Full Suite').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toHaveCount(0);
});

test('one free trial per account: once it is over, a new plan is paid from today', async ({ page }) => {
  // Two checkouts, a cancellation and the trial's end: twice the steps of the other tests.
  test.slow();
  await page.goto('/subscription');
  await choose(page, 'Interview Prep');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your plan: Interview Prep')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Cancelled: your plan ends on/)).toBeVisible();

  await page.getByRole('button', { name: 'End trial now (test mode)' }).click();
  await expect(
    notifications(page).getByText('Your cancelled plan has ended; you are on the Free plan.'),
  ).toBeVisible();
  await expect(
    page.getByText('Your free trial has been used: a paid plan starts today and renews monthly.'),
  ).toBeVisible();
  await expect(page.getByText('All plans include a 14-day free trial. Cancel anytime.')).toBeVisible();

  await choose(page, 'LinkedIn Pro');
  await expect(
    page.getByText(/^LinkedIn Pro: \$20 per month from today: your free trial has been used\./),
  ).toBeVisible();
  await pay(page, '4242 4242 4242 4242');
  await expect(
    notifications(page).getByText('Welcome to LinkedIn Pro! Your plan is active and renews monthly.'),
  ).toBeVisible();
  await expect(page.getByText('Your plan: LinkedIn Pro')).toBeVisible();
  await expect(page.getByText(/^Renews on \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
});

test('a signed-in user finds their email filled in', async ({ page }) => {
  const email = uniqueEmail('plans');
  await createAccount(page.request, email);
  await page.goto('/subscription');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the Free plan’s second resume of the month is refused with a link to the plans', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 402/);
  const resume = Buffer.from((await fixtureResumes()).get('data-scientist-strong.pdf') as Uint8Array);
  const first = await page.request.post('/api/resume/upload', {
    multipart: { resume: { name: 'first.pdf', mimeType: 'application/pdf', buffer: resume } },
  });
  expect(first.status()).toBe(201);
  await page.goto('/resume');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'second.pdf',
    mimeType: 'application/pdf',
    buffer: resume,
  });
  await expect(notifications(page).getByText('Upload failed')).toBeVisible();
  await expect(
    notifications(page).getByText(/Upgrade to Full Suite for unlimited resume analyses/),
  ).toBeVisible();
  await notifications(page).getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Resume analyses: 1 of 1 used' })).toBeVisible();
});
