import { chooseOption, expect, notifications, test } from './fixtures.ts';

const starAnswer = `In my last role at a hospital our unit had too many medication errors at shift change. My goal was
to make handover safer. I introduced a bedside handover checklist, trained 20 nurses on it and audited it weekly.
As a result medication errors at handover fell by 40% within three months.`;

test('setup shows the cards, the empty history and the start rules', async ({ page }) => {
  await page.goto('/interview');
  await expect(page.getByText('150+ Questions')).toBeVisible();
  await expect(page.getByText('25+ Industries')).toBeVisible();
  await expect(page.getByText('Personalized')).toBeVisible();
  await expect(
    page.getByText('No practice sessions yet. Start your first interview practice!'),
  ).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Years of experience' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );

  const startButton = page.getByRole('button', { name: 'Start Interview Practice' });
  await expect(startButton).toBeDisabled();
  await page.getByLabel('Target Role').fill('Registered Nurse');
  await expect(startButton).toBeDisabled();
  await chooseOption(page, 'Industry', 'Healthcare');
  await expect(startButton).toBeEnabled();
  await page.getByLabel('Target Role').fill('');
  await expect(startButton).toBeDisabled();
  await page.getByLabel('Target Role').fill('   ');
  await startButton.click();
  await expect(notifications(page).getByText('Missing information')).toBeVisible();
  await expect(
    notifications(page).getByText('Please select both industry and role to start the interview.'),
  ).toBeVisible();
});

test('a whole practice session: questions, answers with real feedback, navigation and ending', async ({
  page,
}) => {
  await page.goto('/interview');
  await chooseOption(page, 'Industry', 'Healthcare');
  await page.getByLabel('Target Role').fill('Registered Nurse');
  const slider = page.getByRole('slider', { name: 'Years of experience' });
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(page.getByText('5 years')).toBeVisible();
  await page.getByRole('button', { name: 'Start Interview Practice' }).click();

  await expect(notifications(page).getByText('Interview session started!')).toBeVisible();
  await expect(notifications(page).getByText('Good luck with your practice interview.')).toBeVisible();
  const header = page.getByText(/^Question 1 of (\d+)$/);
  await expect(header).toBeVisible();
  const total = Number((await header.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(`${Math.round(100 / total)}% Complete`)).toBeVisible();
  await expect(page.getByText('Submit an answer to see its scores and feedback here.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(notifications(page).getByText('Empty response')).toBeVisible();
  await expect(notifications(page).getByText('Please provide a response before submitting.')).toBeVisible();

  await page.getByRole('button', { name: 'Record' }).click();
  await expect(notifications(page).getByText('Recording started')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Recording$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Stop Recording' }).click();

  const firstQuestion = await page.getByTestId('current-question').textContent();
  await page.getByLabel('Your Response').fill(starAnswer);
  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(notifications(page).getByText('Response analyzed!')).toBeVisible();
  await expect(notifications(page).getByText('AI feedback is ready for your response.')).toBeVisible();
  await expect(page.getByLabel('Your Response')).toHaveValue('');
  await expect(page.getByTestId('current-question')).toHaveText(firstQuestion ?? '');
  await expect(page.getByTestId('answer-score')).toHaveText(/^\d{1,3}\/100$/);
  for (const part of ['Relevance', 'Structure', 'Specificity', 'Clarity']) {
    await expect(page.getByRole('progressbar', { name: part })).toBeVisible();
  }

  await page.getByLabel('Your Response').fill('Some words that will be cleared');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  await expect(page.getByLabel('Your Response')).toHaveValue('');
  for (let index = 2; index < total; index += 1)
    await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText(`Question ${total} of ${total}`)).toBeVisible();
  await expect(page.getByText('100% Complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next Question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End Session', disabled: true })).toBeVisible();

  await page.getByRole('button', { name: 'End Session', disabled: false }).click();
  await expect(notifications(page).getByText('Session ended')).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent practice sessions' });
  await expect(recent.getByText('Registered Nurse')).toBeVisible();
  await expect(recent.getByText(/^\d{1,3}\/100$/)).toBeVisible();
});

test('a failed start shows the error toast', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/);
  await page.route('/api/interview/start', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"The AI service did not answer in time"}',
    }),
  );
  await page.goto('/interview');
  await chooseOption(page, 'Industry', 'Technology');
  await page.getByLabel('Target Role').fill('Data Scientist');
  await page.getByRole('button', { name: 'Start Interview Practice' }).click();
  await expect(notifications(page).getByText('Failed to start session')).toBeVisible();
  await expect(notifications(page).getByText('503: The AI service did not answer in time')).toBeVisible();
});
