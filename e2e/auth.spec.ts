import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAccount,
  expect,
  notifications,
  PASSWORD,
  test,
  uniqueEmail,
  waitingForHydration,
} from './fixtures.ts';

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.ok(), `POST ${url} answered ${response.status()}`).toBe(true);
}

type SubmitOptions = {
  /** Stop the page's clock before submitting, so the second before the redirect lasts until the test moves it. */
  pauseClock?: boolean;
};

async function submit(page: Page, button: string, { pauseClock = false }: SubmitOptions) {
  if (pauseClock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await page.getByRole('button', { name: button }).click();
}

async function signUp(page: Page, email: string, options: SubmitOptions = {}) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Thompson');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await submit(page, 'Get Started', options);
}

async function signIn(page: Page, email: string, password = PASSWORD, options: SubmitOptions = {}) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit(page, 'Sign In', options);
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

test("a guest's pages load no account menu; a signed-in user's have it", async ({ page }) => {
  const menuChunks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/account-menu-[\w-]+\.js$/.test(pathname)) menuChunks.push(pathname);
  });
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await expect(accountMenu(page)).toHaveCount(0);
  expect(menuChunks).toEqual([]);

  await createAccount(page.request, uniqueEmail('menu'));
  await page.goto('/dashboard');
  await expect(accountMenu(page)).toBeVisible();
  expect(menuChunks).toHaveLength(1);
});

test('the auth page: back link, tabs, fields, benefits and links', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  for (const benefit of [
    'AI resume analysis and optimization',
    'LinkedIn profile enhancement',
    'Interview preparation and practice',
    'Personalized career guidance',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('sign up goes to the plans, sign out, sign in goes to the dashboard, then delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('grace');
  await page.clock.install();
  await signUp(page, email, { pauseClock: true });
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  await page.clock.runFor(1100);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(accountMenu(page)).toHaveCount(0);

  await signIn(page, email.toUpperCase(), PASSWORD, { pauseClock: true });
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await page.clock.runFor(1100);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(notifications(page).getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('deleting an account asks for its password; a wrong one deletes nothing and says so', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 403/);
  await createAccount(page.request, uniqueEmail('delete'));
  await page.goto('/dashboard');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '403: That password is not right. Enter the password you sign in with.',
  );
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
});

test('a common password is refused at sign-up with a message that says what to do', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('At least 8 characters, not a common password, not your name or email.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Thompson');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(notifications(page).getByText('Sign up failed')).toBeVisible();
  await expect(
    notifications(page).getByText(
      '400: This password is on a list of common passwords that attackers try first. Choose another one: a few unrelated words make a strong password that is easy to remember.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeEnabled();
});

test('signing in after working as a guest asks first; Yes (the default for an empty account) keeps the work', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('keep');
  const elsewhere = await browser.newContext();
  await createAccount(elsewhere.request, email);
  await elsewhere.close();

  await post(page.request, '/api/career/profile', { currentRole: 'Nurse', targetRole: 'Charge Nurse' });
  await post(page.request, '/api/interview/start', { industry: 'healthcare', role: 'Charge Nurse' });
  await signIn(page, email);
  const question = page.getByRole('alertdialog', {
    name: 'Keep the 1 interview practice session and 1 profile from before you signed in?',
  });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Yes, keep them' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes, keep them' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page)).toBeVisible();
  const profile = await page.request.get('/api/career/profile');
  expect((await profile.json()).targetRole).toBe('Charge Nurse');
});

test('signing in to an account with data of its own defaults to No, which deletes the guest’s work', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('discard');
  const owner = await browser.newContext();
  await createAccount(owner.request, email);
  await post(owner.request, '/api/career/profile', { currentRole: 'Analyst', targetRole: 'Data Scientist' });
  await owner.close();

  await post(page.request, '/api/career/profile', { currentRole: 'Nurse', targetRole: 'Charge Nurse' });
  await post(page.request, '/api/career/chat', { message: 'Someone else’s question' });
  await signIn(page, email);
  const question = page.getByRole('alertdialog', {
    name: 'Keep the 1 message to the career assistant and 1 profile from before you signed in?',
  });
  await expect(question).toContainText('Your account already has data of its own.');
  await expect(question.getByRole('button', { name: 'No, delete them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = await page.request.get('/api/career/profile');
  expect((await profile.json()).targetRole).toBe('Data Scientist');
  const chat = await page.request.get('/api/career/chat');
  expect(JSON.stringify(await chat.json())).not.toContain('Someone else’s question');
});

test('changing the password keeps this browser signed in and the new password works', async ({ page }) => {
  const email = uniqueEmail('change');
  await createAccount(page.request, email);
  await page.goto('/dashboard');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByLabel('New password').fill('a brand new horse battery');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(notifications(page).getByText('Password changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, 'a brand new horse battery');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page)).toBeVisible();
});

test('signing out everywhere else signs out another browser and keeps this one', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('everywhere');
  await createAccount(page.request, email);
  const other = await browser.newContext();
  const otherPage = waitingForHydration(await other.newPage());
  await post(other.request, '/api/auth/signin', { email, password: PASSWORD });
  await otherPage.goto('/dashboard');
  await expect(accountMenu(otherPage)).toBeVisible();

  await page.goto('/dashboard');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('You stay signed in here.');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(
    notifications(page).getByText('1 other session was ended. You are still signed in here.'),
  ).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Career Dashboard' })).toBeVisible();
  await expect(accountMenu(otherPage)).toHaveCount(0);
  await other.close();
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
});

test('after someone creates another account with their email, the owner is told once at sign-in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('notice');
  const owner = await browser.newContext();
  await createAccount(owner.request, email);
  await owner.close();
  const squatter = await browser.newContext();
  const squatterSignUp = await squatter.request.post('/api/auth/signup', {
    data: { firstName: 'Not', lastName: 'Grace', email, password: 'a squatter’s own password' },
  });
  expect(squatterSignUp.status()).toBe(201);
  await squatter.close();

  await signIn(page, email);
  await expect(
    notifications(page).getByText(
      /^Someone created another CareerPilot account with your email address on \w{3} \d{1,2}, \d{4}\. Nothing of yours was shared with it\. If it was not you, you can ignore this\.$/,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the server’s message in a toast', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  await signIn(page, uniqueEmail('nobody'), 'wrong password!');
  await expect(notifications(page).getByText('Sign in failed')).toBeVisible();
  await expect(notifications(page).getByText('401: Incorrect email or password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL(/\/signin$/);
});
