import { expect, notifications, test } from './fixtures.ts';

test('optimises a profile: disabled rules, toast, score with its label, recommendations, and it stays after reload', async ({
  page,
}) => {
  await page.goto('/linkedin');
  await expect(page.getByRole('heading', { name: 'Optimization Features' })).toBeVisible();
  const optimize = page.getByRole('button', { name: 'Optimize Profile' });
  await expect(optimize).toBeDisabled();
  await page.getByLabel('Professional Headline').fill('   ');
  await expect(optimize).toBeDisabled();

  await page
    .getByLabel('Professional Headline')
    .fill('Senior Data Analyst | SQL, Python, Tableau | Turning messy data into decisions');
  await page
    .getByLabel('Summary')
    .fill(
      'I turn messy data into decisions. I built 40 dashboards used by 300 managers and cut reporting time by 60%.',
    );
  await page.getByLabel('Skills (comma-separated)').fill('SQL, Python, , Tableau ,dbt');
  await expect(page.getByText('Your headline appears here')).toHaveCount(0);
  await optimize.click();

  await expect(notifications(page).getByText('Profile optimized successfully!')).toBeVisible();
  await expect(
    notifications(page).getByText('Your LinkedIn optimization recommendations are ready.'),
  ).toBeVisible();
  await expect(page.getByTestId('profile-score')).toHaveText(/^\d{1,3}\/100$/);
  await expect(page.getByText(/^(Expert|Strong|Needs Improvement)$/)).toBeVisible();
  for (const section of [
    'Optimized Headline',
    'Optimized Summary',
    'Recommended Keywords',
    'Content Strategy Tips',
    'Networking Advice',
  ]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByTestId('optimized-headline')).toContainText('Senior Data Analyst');

  await page.reload();
  await expect(page.getByLabel('Skills (comma-separated)')).toHaveValue('SQL, Python, Tableau, dbt');
  await expect(page.getByTestId('profile-score')).toBeVisible();
});

test('a failed optimisation shows the error toast', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  await page.route('/api/linkedin/optimize', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"message":"headline: Headline is required"}',
    }),
  );
  await page.goto('/linkedin');
  await page.getByLabel('Professional Headline').fill('Nurse');
  await page.getByRole('button', { name: 'Optimize Profile' }).click();
  await expect(notifications(page).getByText('Optimization failed')).toBeVisible();
  await expect(notifications(page).getByText('400: headline: Headline is required')).toBeVisible();
});
