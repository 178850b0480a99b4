import { expect, test } from './fixtures.ts';

const screens = [
  { path: '/dashboard', heading: 'Career Dashboard' },
  { path: '/resume', heading: 'AI Resume Analysis' },
  { path: '/linkedin', heading: 'LinkedIn Profile Optimization' },
  { path: '/interview', heading: 'AI Interview Coach' },
  { path: '/career', heading: 'Career Strategist' },
  { path: '/subscription', heading: 'Choose Your Plan' },
  { path: '/auth', heading: 'Welcome to CareerPilot' },
  { path: '/signin', heading: 'Welcome to CareerPilot' },
];

for (const { path, heading } of screens) {
  test(`${path} shows its screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | CareerPilot`);
  });
}

test('an unknown path shows the not-found screen with status 404', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the navigation bar names the product and marks the current screen', async ({ page }) => {
  await page.goto('/resume');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('CareerPilot', { exact: true })).toBeVisible();
  await expect(nav.getByText('AI-Powered Career Development')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resume AI' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Interview Prep' }).click();
  await expect(page).toHaveURL(/\/interview$/);
  await expect(nav.getByRole('link', { name: 'Interview Prep' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Resume AI' })).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: 'Upgrade Plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

  await nav.getByRole('link', { name: /CareerPilot/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens a stacked list that closes on choice', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Career Guide' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const label of [
      'Dashboard',
      'Resume AI',
      'LinkedIn Pro',
      'Interview Prep',
      'Career Guide',
      'Upgrade Plans',
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Career Guide' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Career Strategist' })).toBeVisible();
  });

  test('the page fits the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/dashboard']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
