import { expect, notifications, test, uniqueEmail } from './fixtures.ts';
import { withoutCelebrations } from './screens.ts';

// The sweep of every screen state with Tab is in screens.spec.ts.

test('the waitlist can be joined with the keyboard alone, and the toast is announced', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Full Name').focus();
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type('+44 20 7946 0958');
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "You're on the waitlist!" }),
    'read out by screen readers',
  ).toBeAttached();
});

test('the interview starts from the keyboard: the industry list, the slider and the button', async ({
  page,
}) => {
  await page.goto('/interview');
  await page.getByRole('combobox', { name: 'Industry' }).focus();
  // A closed select chooses the option whose name is typed.
  await page.keyboard.type('Health');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('healthcare');
  await page.getByLabel('Target Role').focus();
  await page.keyboard.type('Registered Nurse');
  await page.getByRole('slider', { name: 'Years of experience' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Years of experience' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await page.getByRole('button', { name: 'Start Interview Practice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
});

test('the milestone celebration closes from the keyboard', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Celebrate Achievement' }).click();
  const close = page.getByTestId('milestone-celebration').getByRole('button', { name: 'Close' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('milestone-celebration')).toHaveCount(0);
});

test('Skip to content is the first stop and moves focus past the navigation', async ({ page }) => {
  await withoutCelebrations(page);
  await page.goto('/dashboard');
  // Tab once the screen is drawn: pressed before, it lands on an empty page.
  await expect(page.getByRole('heading', { level: 1, name: 'Career Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
