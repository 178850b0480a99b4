import type { Page } from '@playwright/test';
import type { JobMatch } from '../common/api/jobs.ts';
import { serveBoardPostings } from './board-postings.ts';
import { chooseOption, chosenOption, expect, notifications, subscribe, test } from './fixtures.ts';

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

function matchItems(page: Page) {
  return page
    .getByRole('list', { name: 'Job matches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
}

test('sample matches say where they come from, carry the sample flag, and narrow with the filters', async ({
  page,
}) => {
  await subscribe(page, 'full-suite');
  const saved = await page.request.post('/api/career/profile', {
    data: {
      currentRole: 'Data Analyst',
      targetRole: 'Data Scientist',
      industry: 'technology',
      experience: 4,
      skills: ['Python', 'SQL', 'machine learning'],
      goals: [],
      preferences: { workType: 'flexible', location: '' },
    },
  });
  expect(saved.ok()).toBe(true);
  const listed: JobMatch[] = await (await page.request.get('/api/jobs/matches')).json();
  const remote = listed.filter((match) => match.workType === 'remote');
  const paid = listed.filter((match) => match.salaryRange !== null);
  const remoteAndPaid = remote.filter((match) => match.salaryRange !== null);
  expect(remote.length, 'some matches are remote, some are not').toBeGreaterThan(0);
  expect(remote.length).toBeLessThan(listed.length);
  expect(paid.length, 'some sample postings publish their pay, some do not').toBeGreaterThan(0);
  expect(paid.length).toBeLessThan(listed.length);
  const sampleFlag = listed[0]?.vetting.find((flag) => flag.kind === 'sample');
  if (!sampleFlag) throw new Error('the best sample match carries no sample flag');

  await page.goto('/career');
  await expect(page.getByText('Sample postings: no employer job boards are followed yet.')).toBeVisible();
  const items = matchItems(page);
  await expect(items).toHaveCount(5);
  await expect(page.getByText(`Showing ${listed.length} of ${listed.length} matches`)).toBeVisible();
  const best = items.first();
  await expect(best.getByText('Sample posting', { exact: true }).first()).toBeVisible();
  await expect(best.getByRole('link')).toHaveCount(0);
  await expect(
    best.getByRole('list', { name: 'Vetting flags' }).getByText(sampleFlag.label, { exact: true }),
  ).toBeVisible();
  await expect(best.getByText(sampleFlag.detail)).toBeHidden();
  await best.getByText(/^Why th(is flag|ese flags)$/).click();
  await expect(best.getByText(sampleFlag.detail)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Remote only' }).check();
  await expect(page.getByText(`Showing ${remote.length} of ${listed.length} matches`)).toBeVisible();
  await expect(items).toHaveCount(Math.min(remote.length, 5));
  await page.getByRole('checkbox', { name: 'Salary published' }).check();
  await expect(page.getByText(`Showing ${remoteAndPaid.length} of ${listed.length} matches`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Remote only' }).uncheck();
  await expect(page.getByText(`Showing ${paid.length} of ${listed.length} matches`)).toBeVisible();
  await expect(items).toHaveCount(Math.min(paid.length, 5));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`Showing ${listed.length} of ${listed.length} matches`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Salary published' })).not.toBeChecked();
  await expect(items).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('matches from employer boards show pay, source, flags, the employer link and closed postings, and filter', async ({
  page,
}) => {
  await serveBoardPostings(page);
  await page.goto('/career');
  await expect(
    page.getByText('From 3,456 open postings on 12 employer job boards, refreshed 5 minutes ago'),
  ).toBeVisible();
  const items = matchItems(page);
  await expect(items).toHaveCount(5);
  await expect(page.getByText('Showing 7 of 7 matches')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View All Matches (7)' })).toBeVisible();

  const best = items.nth(0);
  await expect(best.getByText('$120,000 – $150,000 a year')).toBeVisible();
  await expect(best.getByText('Greenhouse', { exact: true })).toBeVisible();
  await expect(best.getByText('Full-time', { exact: true })).toBeVisible();
  await expect(best.getByText('Posted 2 days ago', { exact: true })).toBeVisible();
  const link = best.getByRole('link', { name: "View on Northwind Analytics's site (opens in a new tab)" });
  await expect(link).toHaveAttribute('href', 'https://boards.greenhouse.io/northwind/jobs/9001');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(best.getByRole('list', { name: 'Vetting flags' }).getByRole('listitem')).toHaveCount(4);
  const activity = best.getByText('Northwind Analytics has 14 roles open on its board');
  await expect(activity).toBeHidden();
  await best.getByText('Why these flags').focus();
  await page.keyboard.press('Enter');
  await expect(activity).toBeVisible();

  const longNamed = items.nth(1);
  await expect(longNamed.getByText('Competitive', { exact: true })).toBeVisible();
  await expect(longNamed.getByText('Lever', { exact: true })).toBeVisible();
  await expect(longNamed.getByText('Hybrid', { exact: true })).toBeVisible();
  await expect(longNamed.getByRole('link', { name: 'View posting (opens in a new tab)' })).toBeVisible();
  await expect(
    longNamed.getByRole('list', { name: 'Vetting flags' }).getByText('Open 120 days', { exact: true }),
  ).toBeVisible();

  const scam = items.nth(2);
  await expect(scam.getByText('From €40 an hour')).toBeVisible();
  await expect(scam.getByText('Ashby', { exact: true })).toBeVisible();
  await expect(
    scam.getByRole('list', { name: 'Vetting flags' }).getByText('Asks for a fee', { exact: true }),
  ).toBeVisible();

  const closed = items.nth(3);
  await expect(closed.getByText('Up to £60,000 a year')).toBeVisible();
  await expect(closed.getByText('No longer listed', { exact: true })).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  const closedAfterApplying = items.nth(4);
  await expect(closedAfterApplying.getByText('$90,000 – $110,000', { exact: true })).toBeVisible();
  await expect(closedAfterApplying.getByText('No longer listed', { exact: true })).toBeVisible();
  await expect(closedAfterApplying.getByRole('button', { name: 'Applied' })).toBeDisabled();

  const remoteOnly = page.getByRole('checkbox', { name: 'Remote only' });
  await remoteOnly.check();
  await expect(page.getByText('Showing 3 of 7 matches')).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^View All Matches/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Salary published' }).check();
  await expect(page.getByText('Showing 2 of 7 matches')).toBeVisible();
  await chooseOption(page, 'Posted within', '1 day');
  await expect(page.getByText('Showing 0 of 7 matches')).toBeVisible();
  await expect(page.getByText('No matches fit these filters.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Job matches' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Showing 7 of 7 matches')).toBeVisible();
  await expect(remoteOnly).not.toBeChecked();
  await expect(chosenOption(page, 'Posted within')).toHaveText('Any time');
  await expect(items).toHaveCount(5);

  await chooseOption(page, 'Posted within', '7 days');
  await expect(page.getByText('Showing 2 of 7 matches')).toBeVisible();
  await chooseOption(page, 'Posted within', 'Any time');
  await page.getByRole('button', { name: 'View All Matches (7)' }).click();
  await expect(items).toHaveCount(7);
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
