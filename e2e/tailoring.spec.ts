import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Tailoring, TargetJob } from '../common/api/tailoring.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { chosenOption, expect, notifications, test } from './fixtures.ts';

// Copying a rewrite is checked by reading the clipboard back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const RESUME = 'data-scientist-strong.pdf';

/** A posting for the fixture's data scientist: most of it is on the resume, Kubernetes and TensorFlow are not. */
const JOB_DESCRIPTION = `Senior Data Scientist, Lending

We are looking for a senior data scientist to build credit risk and churn models for our lending products and to
run experiments with our product teams.

Requirements:
- 5+ years of experience as a data scientist
- Strong Python and SQL
- Experience deploying models with Kubernetes
- Experience designing and analyzing A/B tests
- Master's degree in Statistics, Computer Science or a related field

Nice to have:
- TensorFlow
- Experience mentoring junior data scientists`;

const CAREER_PROFILE = {
  currentRole: 'Data Analyst',
  targetRole: 'Data Scientist',
  industry: 'technology',
  experience: 4,
  skills: ['Python', 'SQL', 'machine learning'],
  goals: ['Lead a modelling project'],
  preferences: { workType: 'remote', location: '' },
};

let fixtures: Map<string, Uint8Array>;

test.beforeAll(async () => {
  fixtures = await fixtureResumes();
});

function resumeBytes(): Buffer {
  const bytes = fixtures.get(RESUME);
  if (!bytes) throw new Error(`no fixture ${RESUME}`);
  return Buffer.from(bytes);
}

/** Uploads the fixture resume through the API (sharing the page's session) and answers its id. */
async function uploadResume(page: Page): Promise<number> {
  const response = await page.request.post('/api/resume/upload', {
    multipart: { resume: { name: RESUME, mimeType: 'application/pdf', buffer: resumeBytes() } },
  });
  expect(response.status(), 'resume upload').toBe(201);
  return (await response.json()).id;
}

/** Reads the posting and compares the resume with it through the API, as the screen does. */
async function tailorThroughApi(page: Page, resumeId: number): Promise<Tailoring> {
  const read = await page.request.post('/api/tailoring/job', {
    data: { kind: 'text', text: JOB_DESCRIPTION },
  });
  expect(read.status(), 'read job').toBe(200);
  const job: TargetJob = await read.json();
  const created = await page.request.post(`/api/resume/${resumeId}/tailorings`, { data: { job } });
  expect(created.status(), 'create tailoring').toBe(201);
  return created.json();
}

async function openTailorScreen(page: Page, resumeId: number) {
  await page.goto(`/resume/tailor?resume=${resumeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tailor Your Resume to a Job' })).toBeVisible();
}

const pastTailorings = (page: Page) => page.getByRole('list', { name: 'Past tailorings' });

/** The rewrites in order; each item's own list ('What changed') is left out. */
const rewriteItems = (page: Page): Locator =>
  page.getByRole('list', { name: 'Rewrites' }).locator(':scope > li');

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const isAcceptedUpdate = (url: string, method: string) =>
  /\/api\/tailorings\/\d+$/.test(url) && method === 'PATCH';

test('paste a job description, correct what was read, compare, and see the match rate and the gaps', async ({
  page,
}) => {
  await page.goto('/resume');
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: RESUME, mimeType: 'application/pdf', buffer: resumeBytes() });
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Tailor to a job' }).click();

  await expect(page).toHaveURL(/\/resume\/tailor\?resume=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tailor Your Resume to a Job' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resume AI' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(chosenOption(page, 'Resume')).toContainText(RESUME);
  await expect(page.getByText('Each job you compare this resume with is kept here.')).toBeVisible();

  const description = page.getByLabel('Job description');
  await description.fill('Senior Data Scientist');
  await expect(page.getByText('3 words (at least 30)')).toBeVisible();
  await page.getByRole('button', { name: 'Read job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 30 words' })).toBeVisible();

  await description.fill(JOB_DESCRIPTION);
  await expect(
    page.getByText(`${JOB_DESCRIPTION.trim().length.toLocaleString('en-US')} / 30,000 characters`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Read job' }).click();

  const title = page.getByLabel('Job title');
  await expect(title).toHaveValue(/Data Scientist/);
  const required = page.getByRole('list', { name: 'Required skills' });
  await expect(required.getByRole('listitem')).not.toHaveCount(0);

  // Corrections: the company the posting left out, and a required skill it named only in passing.
  await page.getByLabel('Company').fill('Acme Lending');
  await page.getByLabel('Add a required skill').fill('Terraform');
  await page.getByLabel('Add a required skill').press('Enter');
  await expect(required.getByText('Terraform', { exact: true })).toBeVisible();
  await page.getByLabel('Add a required skill').fill('terraform');
  await page.getByRole('button', { name: 'Add required skill' }).click();
  await expect(page.getByText('terraform is already listed')).toBeVisible();
  await page.getByLabel('Add a required skill').fill('');

  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(notifications(page).getByText('Comparison ready')).toBeVisible();
  await expect(page.getByTestId('match-rate')).toHaveText(/^\d{1,3}%$/);
  const summary = page.getByTestId('tailoring-result');
  await expect(summary.getByText(/^(Good fit|Stretch|Poor fit)$/)).toBeVisible();
  await expect(summary.getByText(/ at Acme Lending$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the rate is made' })).toBeVisible();
  await expect(summary.getByRole('progressbar')).not.toHaveCount(0);

  const missing = page.getByRole('list', { name: 'Missing keywords' });
  const terraform = missing.locator(':scope > li').filter({ hasText: 'Terraform' });
  await expect(terraform).toHaveCount(1);
  await expect(terraform.getByText('Required', { exact: true })).toBeVisible();
  await expect(terraform.getByText(/^Where it would go:/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Matched keywords' })
      .getByText(/Python/)
      .first(),
  ).toBeVisible();

  await expect(pastTailorings(page).getByRole('button', { name: / at Acme Lending / })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the parse preview shows what an ATS reads, and a section opens to its lines', async ({ page }) => {
  const resumeId = await uploadResume(page);
  await tailorThroughApi(page, resumeId);
  await openTailorScreen(page, resumeId);
  await pastTailorings(page).getByRole('button').first().click();

  const preview = page.getByTestId('parse-preview');
  await expect(preview.getByRole('heading', { name: 'What an ATS Reads' })).toBeVisible();
  await expect(preview.getByText('daniel.okafor@example.com')).toBeVisible();
  await expect(preview.getByText('Northwind Analytics', { exact: true })).toBeVisible();
  await expect(preview.getByRole('heading', { name: /^Warnings \(\d+\)$/ })).toBeVisible();

  const experience = preview.locator('summary').filter({ hasText: /^Experience/ });
  const line = preview.getByText(/churn-prediction program/);
  await expect(line).toBeHidden();
  await experience.click();
  await expect(line).toBeVisible();
});

test('a rewrite is copied, copied all, used and undone, and the choice is kept', async ({ page }) => {
  const resumeId = await uploadResume(page);
  const tailoring = await tailorThroughApi(page, resumeId);
  expect(tailoring.rewrites.length, 'the engine rewrites at least one bullet of this resume').toBeGreaterThan(
    0,
  );
  const [firstRewrite] = tailoring.rewrites;
  await openTailorScreen(page, resumeId);
  await pastTailorings(page).getByRole('button').first().click();

  const first = rewriteItems(page).first();
  await first.getByRole('button', { name: 'Copy rewrite 1' }).click();
  await expect(notifications(page).getByText('Copied', { exact: true })).toBeVisible();
  expect(await clipboardText(page)).toBe(firstRewrite?.after);

  await page.getByRole('button', { name: 'Copy all' }).click();
  await expect.poll(() => clipboardText(page)).toBe(tailoring.rewrites.map(({ after }) => after).join('\n'));

  const used = page.waitForResponse((response) =>
    isAcceptedUpdate(response.url(), response.request().method()),
  );
  await first.getByRole('button', { name: 'Use this rewrite 1' }).click();
  await expect(first.getByText('Used', { exact: true })).toBeVisible();
  const usedBody: Tailoring = await (await used).json();
  expect(usedBody.accepted).toEqual([firstRewrite?.id]);
  await expect(page.getByText(`1 of ${tailoring.rewrites.length} used`)).toBeVisible();

  await page.reload();
  await pastTailorings(page).getByRole('button').first().click();
  await expect(rewriteItems(page).first().getByText('Used', { exact: true })).toBeVisible();

  const undone = page.waitForResponse((response) =>
    isAcceptedUpdate(response.url(), response.request().method()),
  );
  await rewriteItems(page).first().getByRole('button', { name: 'Undo rewrite 1' }).click();
  expect(((await (await undone).json()) as Tailoring).accepted).toEqual([]);
  await expect(rewriteItems(page).first().getByRole('button', { name: 'Use this rewrite 1' })).toBeVisible();
  await expect(page.getByText(`0 of ${tailoring.rewrites.length} used`)).toBeVisible();
});

test('a choice the server does not keep is put back, with the reason', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/);
  const resumeId = await uploadResume(page);
  await tailorThroughApi(page, resumeId);
  await page.route(/\/api\/tailorings\/\d+$/, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Try again in a minute."}',
        })
      : route.continue(),
  );
  await openTailorScreen(page, resumeId);
  await pastTailorings(page).getByRole('button').first().click();
  await rewriteItems(page).first().getByRole('button', { name: 'Use this rewrite 1' }).click();
  await expect(notifications(page).getByText('Could not save your choice')).toBeVisible();
  await expect(notifications(page).getByText('503: Try again in a minute.')).toBeVisible();
  await expect(rewriteItems(page).first().getByRole('button', { name: 'Use this rewrite 1' })).toBeVisible();
  await expect(rewriteItems(page).first().getByText('Used', { exact: true })).toHaveCount(0);
});

test('the PDF report downloads as a real PDF', async ({ page }) => {
  const resumeId = await uploadResume(page);
  await tailorThroughApi(page, resumeId);
  await openTailorScreen(page, resumeId);
  await pastTailorings(page).getByRole('button').first().click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('one of your job matches is the job: it is read, shown and compared', async ({ page }) => {
  const saved = await page.request.post('/api/career/profile', { data: CAREER_PROFILE });
  expect(saved.ok(), 'career profile saved').toBe(true);
  const matches = await (await page.request.get('/api/jobs/matches')).json();
  expect(matches.length, 'the saved profile has job matches').toBeGreaterThan(0);
  const resumeId = await uploadResume(page);
  await openTailorScreen(page, resumeId);

  await page.getByRole('tab', { name: 'Job match' }).click();
  await page.getByRole('combobox', { name: 'Job match' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Read job' }).click();
  await expect(page.getByLabel('Job title')).toHaveValue(matches[0].title);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('match-rate')).toHaveText(/^\d{1,3}%$/);
  await expect(pastTailorings(page).locator(':scope > li')).toHaveCount(1);
});

test('a web address the server cannot read says why, and keeps what was typed', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of (400|404|413|422|502|503|504)/);
  const resumeId = await uploadResume(page);
  await openTailorScreen(page, resumeId);
  await page.getByRole('tab', { name: 'Web address' }).click();
  const address = page.getByLabel('Posting web address');
  await address.fill('not a web address');
  await page.getByRole('button', { name: 'Read job' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter a web address that starts with http:// or https://' }),
  ).toBeVisible();

  // A private address: the server refuses to fetch it.
  await address.fill('http://127.0.0.1:9/jobs/1');
  await page.getByRole('button', { name: 'Read job' }).click();
  await expect(notifications(page).getByText('Could not read the job')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^(400|404|413|422|502|503|504): / })).toBeVisible();
  await expect(address).toHaveValue('http://127.0.0.1:9/jobs/1');
  await page.getByRole('tab', { name: 'Paste text' }).click();
  await page.getByLabel('Job description').fill(JOB_DESCRIPTION);
  await page.getByRole('tab', { name: 'Web address' }).click();
  await expect(address).toHaveValue('http://127.0.0.1:9/jobs/1');
});

test("the Free plan's tailorings run out with a way to the plans, and nothing typed is lost", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 402/);
  const resumeId = await uploadResume(page);
  for (let made = 0; made < 3; made += 1) await tailorThroughApi(page, resumeId);
  await openTailorScreen(page, resumeId);
  await page.getByLabel('Job description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Read job' }).click();
  await page.getByLabel('Company').fill('Acme Lending');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(notifications(page).getByText('Compare failed')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^402: / })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveValue('Acme Lending');
  await expect(page.getByLabel('Job description')).toHaveValue(JOB_DESCRIPTION);
});

test('a past tailoring is deleted after confirming', async ({ page }) => {
  const resumeId = await uploadResume(page);
  await tailorThroughApi(page, resumeId);
  await openTailorScreen(page, resumeId);
  await pastTailorings(page).getByRole('button').first().click();
  await expect(page.getByTestId('match-rate')).toBeVisible();

  await pastTailorings(page)
    .getByRole('button', { name: /^Delete the tailoring to / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
  await expect(pastTailorings(page).locator(':scope > li')).toHaveCount(1);
  await pastTailorings(page)
    .getByRole('button', { name: /^Delete the tailoring to / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notifications(page).getByText('Tailoring deleted')).toBeVisible();
  await expect(pastTailorings(page)).toHaveCount(0);
  await expect(page.getByTestId('match-rate')).toHaveCount(0);
  await expect(page.getByText('Each job you compare this resume with is kept here.')).toBeVisible();
});

test('with no resume yet the screen says so and links to the upload', async ({ page }) => {
  await page.goto('/resume/tailor');
  await expect(page.getByText('You have no resume yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Upload a resume' }).click();
  await expect(page).toHaveURL(/\/resume$/);
});
