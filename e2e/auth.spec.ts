import type { Page } from '@playwright/test';
import { expect, notifications, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'correct horse battery';

async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Thompson');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

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
  await signUp(page, email);
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  await page.clock.runFor(1100);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(accountMenu(page)).toHaveCount(0);

  await signIn(page, email.toUpperCase());
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await page.clock.runFor(1100);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(notifications(page).getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server’s message in a toast', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  await signIn(page, uniqueEmail('nobody'), 'wrong password!');
  await expect(notifications(page).getByText('Sign in failed')).toBeVisible();
  await expect(notifications(page).getByText('401: Incorrect email or password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL(/\/signin$/);
});
