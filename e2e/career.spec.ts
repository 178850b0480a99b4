import type { Page } from '@playwright/test';
import { expect, notifications, subscribe, test } from './fixtures.ts';

async function chooseOption(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('save the profile, see matches, apply, and talk to the assistant', async ({ page }) => {
  await subscribe(page, 'full-suite');
  await page.goto('/career');
  await expect(page.getByText('Save your career profile to see the jobs that match you.')).toBeVisible();
  await expect(page.getByText('Complete your career profile to unlock job matching')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();

  await page.getByLabel('Current Role').fill('Data Analyst');
  await expect(save).toBeDisabled();
  await page.getByLabel('Target Role').fill('Data Scientist');
  await expect(save).toBeEnabled();
  await chooseOption(page, 'Industry', 'Technology');
  await page.getByLabel('Years of Experience').fill('4');
  await page.getByLabel('Skills (comma-separated)').fill('Python, SQL, , machine learning');
  await page.getByLabel('Career Goals (comma-separated)').fill('Lead a modelling project');
  await chooseOption(page, 'Work Preference', 'Remote');
  await save.click();

  await expect(notifications(page).getByText('Profile saved successfully!')).toBeVisible();
  await expect(
    notifications(page).getByText('AI career analysis complete. Job matches and recommendations are ready.'),
  ).toBeVisible();
  const matches = page.getByRole('list', { name: 'Job matches' });
  await expect(matches.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^View All Matches \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}% Best Match$/)).toBeVisible();
  await expect(matches.getByText('Sample posting').first()).toBeVisible();
  await expect(matches.getByText(/^\+\d+ more$/).first()).toBeVisible();

  const first = matches
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  await first.getByRole('button', { name: 'Apply Now' }).click();
  await expect(notifications(page).getByText('Application submitted!')).toBeVisible();
  await expect(notifications(page).getByText('Your job application has been recorded.')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByText(/^Applied to /)).toBeVisible();

  await page.getByRole('button', { name: /^View All Matches/ }).click();
  await expect(matches.getByRole('listitem').filter({ has: page.getByRole('heading') })).not.toHaveCount(5);

  const chat = page.getByRole('log', { name: 'Conversation with the assistant' });
  await expect(chat.getByText(/I'm your CareerPilot Assistant/)).toBeVisible();
  const input = page.getByLabel('Message the assistant');
  await input.fill('   ');
  await input.press('Enter');
  await expect(chat.locator('[data-sender="user"]')).toHaveCount(0);
  await input.fill('What is my target role?');
  await input.press('Enter');
  await expect(chat.locator('[data-sender="user"]')).toHaveText(['What is my target role?']);
  await expect(chat.locator('[data-sender="ai"]').last()).toContainText('Your target role is Data Scientist');
  await expect(input).toHaveValue('');

  await page.reload();
  await expect(page.getByLabel('Target Role')).toHaveValue('Data Scientist');
  await expect(page.getByLabel('Skills (comma-separated)')).toHaveValue('Python, SQL, machine learning');
  await expect(chat.locator('[data-sender="user"]')).toHaveText(['What is my target role?']);
  await expect(chat.locator('[data-sender]').first()).toContainText("I'm your CareerPilot Assistant");
});

test('the Free plan sees its five best matches and where the rest are', async ({ page }) => {
  await page.goto('/career');
  await page.getByLabel('Current Role').fill('Data Analyst');
  await page.getByLabel('Target Role').fill('Data Scientist');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  const matches = page.getByRole('list', { name: 'Job matches' });
  await expect(matches.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^View All Matches/ })).toHaveCount(0);
  await expect(
    page.getByText(/Your plan shows your 5 best matches; Full Suite shows every one\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('a failed save and a failed application show their toasts', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await page.route('/api/career/profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong on our side. Please try again."}',
        })
      : route.continue(),
  );
  await page.goto('/career');
  await page.getByLabel('Current Role').fill('Chef');
  await page.getByLabel('Target Role').fill('Restaurant Manager');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(notifications(page).getByText('Failed to save profile')).toBeVisible();
  await expect(
    notifications(page).getByText('500: Something went wrong on our side. Please try again.'),
  ).toBeVisible();
});
