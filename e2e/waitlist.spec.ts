import type { Page } from '@playwright/test';
import { expect, notifications, test, uniqueEmail } from './fixtures.ts';

// The count line is shared by every subscribe, so these run one after another.
test.describe.configure({ mode: 'serial' });

const countLine = (page: Page) => page.getByText(/^\d+\+ professionals already joined$/);

async function readCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/subscribers/count');
  return (await response.json()).count;
}

async function fillForm(page: Page, fields: { name?: string; email?: string; phone?: string }) {
  if (fields.name !== undefined) await page.getByLabel('Full Name').fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel('Email Address').fill(fields.email);
  if (fields.phone !== undefined) await page.getByLabel('Phone Number').fill(fields.phone);
}

test('shows the launch page with its form, copy and footer note', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('CareerPilot');
  await expect(page.getByText('Launching Soon')).toBeVisible();
  await expect(page.getByText('Already a member?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Get early access' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByText('4.9/5').first()).toBeVisible();
  await expect(page.getByText('No spam, ever. Unsubscribe at any time.')).toBeVisible();
  await expect(countLine(page)).toHaveText(`${await readCount(page)}+ professionals already joined`);
});

test('joins the waitlist: busy label, success toast, fields cleared, count up by one', async ({ page }) => {
  await page.goto('/waitlist');
  const before = await readCount(page);
  await expect(countLine(page)).toHaveText(`${before}+ professionals already joined`);

  let releaseRequest: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseRequest = resolve;
  });
  await page.route('/api/subscribe', async (route) => {
    await held;
    await route.continue();
  });

  await fillForm(page, { name: 'Jane Doe', email: uniqueEmail('jane'), phone: '+1 555 123 4567' });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
  releaseRequest();

  await expect(notifications(page).getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    notifications(page).getByText("You're on the waitlist! We'll notify you when the product launches."),
  ).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByLabel('Phone Number')).toHaveValue('');
  await expect(countLine(page)).toHaveText(`${before + 1}+ professionals already joined`);
  await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
});

test('joining again with the same email says Already Subscribed and clears the form', async ({ page }) => {
  const email = uniqueEmail('repeat');
  await page.goto('/subscribe');
  await fillForm(page, { name: 'Sam Lee', email, phone: '5551234567' });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(notifications(page).getByText('Success!', { exact: true })).toBeVisible();
  const afterFirst = await readCount(page);

  await fillForm(page, { name: 'Sam Lee', email: email.toUpperCase(), phone: '5551234567' });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(notifications(page).getByText('Already Subscribed', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText("You're already on our waitlist!")).toBeVisible();
  await expect(notifications(page).getByText('Success!', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  expect(await readCount(page)).toBe(afterFirst);
});

test('a required field left empty sends nothing and keeps what was typed', async ({ page }) => {
  const subscribeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/subscribe')) subscribeRequests.push(request.method());
  });
  await page.goto('/');
  await fillForm(page, { name: 'Jane Doe', email: uniqueEmail('partial') });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();

  await expect(page.getByLabel('Phone Number')).toHaveJSProperty('validity.valueMissing', true);
  await expect(page.getByLabel('Full Name')).toHaveValue('Jane Doe');
  await page.waitForTimeout(300);
  expect(subscribeRequests).toEqual([]);
  await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
});

test('a failed subscribe shows the error toast and keeps the fields', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await page.route('/api/subscribe', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/');
  await fillForm(page, { name: 'Jane Doe', email: 'jane@example.com', phone: '5551234567' });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue('jane@example.com');
});

test('shows the fallback count when the count cannot be read', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/);
  await page.route('/api/subscribers/count', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await expect(countLine(page)).toHaveText('1247+ professionals already joined');
});

test('the closing call to action focuses the email field', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Early Access' }).click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByLabel('Email Address')).toBeInViewport();
});

test('F8 moves focus to the notifications, which hold one toast at a time', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  await page.route('/api/subscribe', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/');
  await fillForm(page, { name: 'Jane Doe', email: 'jane@example.com', phone: '5551234567' });
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(notifications(page).getByText('Something went wrong. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(notifications(page).getByText('Something went wrong. Please try again.')).toHaveCount(1);

  await expect(notifications(page).getByRole('listitem')).toHaveCount(1);

  await page.keyboard.press('F8');
  expect(await notifications(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
});

test('the count line refreshes every 30 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const before = await readCount(page);
  await expect(countLine(page)).toHaveText(`${before}+ professionals already joined`);

  const joined = await page.request.post('/api/subscribe', {
    data: { email: uniqueEmail('elsewhere'), name: 'Alex Kim', phone: '5559876543', source: 'waitlist' },
  });
  expect(joined.status()).toBe(201);
  await page.clock.runFor(29_000);
  await expect(countLine(page)).toHaveText(`${before}+ professionals already joined`);
  await page.clock.runFor(1_500);
  await expect(countLine(page)).toHaveText(`${before + 1}+ professionals already joined`);
});
