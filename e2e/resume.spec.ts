import type { Page } from '@playwright/test';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { expect, notifications, subscribe, test } from './fixtures.ts';

let fixtures: Map<string, Uint8Array>;

test.beforeAll(async () => {
  fixtures = await fixtureResumes();
});

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

async function choose(page: Page, name: string) {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture ${name}`);
  const extension = name.split('.').pop() as keyof typeof MIME;
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name, mimeType: MIME[extension], buffer: Buffer.from(bytes) });
}

const previous = (page: Page) => page.getByRole('list', { name: 'Previous analyses' });

test('uploads a resume through the drop zone and shows its analysis', async ({ page }) => {
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Analysis' })).toBeVisible();
  await expect(page.getByText('Upload a resume, or choose one of your previous analyses')).toBeVisible();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('/api/resume/upload', async (route) => {
    await held;
    await route.continue();
  });
  await choose(page, 'data-scientist-strong.pdf');
  await expect(page.getByText('Uploading and analyzing...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '90',
  );
  await expect(page.getByRole('button', { name: 'Clear data-scientist-strong.pdf' })).toHaveCount(0);
  release();

  await expect(notifications(page).getByText('Resume uploaded successfully!')).toBeVisible();
  await expect(
    notifications(page).getByText('AI analysis completed. Your resume has been scored and analyzed.'),
  ).toBeVisible();
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await expect(page.getByTestId('overall-score')).toHaveText(/^\d{1,3}\/100$/);
  for (const label of ['ATS Compatibility', 'Keyword Optimization', 'Content Quality']) {
    await expect(page.getByRole('progressbar', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Improvement Suggestions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended Keywords' })).toBeVisible();
  await expect(page.getByText('Compared with the role of Data Scientist')).toBeVisible();
  await expect(previous(page).getByRole('button', { name: /^data-scientist-strong\.pdf/ })).toBeVisible();
});

test('a previous analysis loads when clicked', async ({ page }) => {
  await subscribe(page, 'full-suite');
  await page.goto('/resume');
  await choose(page, 'registered-nurse-weak.pdf');
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  const weakScore = await page.getByTestId('overall-score').textContent();
  await choose(page, 'registered-nurse-strong.pdf');
  await expect(previous(page).getByRole('button', { name: /^registered-nurse/ })).toHaveCount(2);
  await expect(page.getByTestId('overall-score')).not.toHaveText(weakScore ?? '');

  await previous(page)
    .getByRole('button', { name: /^registered-nurse-weak\.pdf/ })
    .click();
  await expect(page.getByTestId('overall-score')).toHaveText(weakScore ?? '');
  await expect(previous(page).getByRole('button', { name: /^registered-nurse-weak\.pdf/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the drop zone refuses a text file and a file over 5 MB without sending them', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/resume/upload')) uploads.push(request.url());
  });
  await page.goto('/resume');
  await choose(page, 'notes.txt');
  await expect(page.getByRole('alert')).toContainText('File type must be');
  await choose(page, 'too-large.pdf');
  await expect(page.getByRole('alert')).toHaveText('File is larger than 5242880 bytes');
  expect(uploads).toEqual([]);
});

test('a file the server cannot read shows the reason in a toast and a red alert', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 422/);
  await page.goto('/resume');
  await choose(page, 'encrypted.pdf');
  await expect(notifications(page).getByText('Upload failed', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: /^422: This PDF is password-protected/ }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(previous(page).getByRole('button')).toHaveCount(0);
});

test('the chosen file can be cleared, and a resume deleted', async ({ page }) => {
  await page.goto('/resume');
  await choose(page, 'marketing-manager-strong.docx');
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Clear marketing-manager-strong.docx' }).click();
  await expect(page.getByText('File uploaded successfully')).toHaveCount(0);

  // Opened from the keyboard and kept, the resume stays and focus comes back to the button that asked.
  const deleteButton = page.getByRole('button', { name: 'Delete marketing-manager-strong.docx' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('alertdialog', { name: 'Delete this resume?' })
    .getByRole('button', { name: 'Keep it' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(previous(page).getByRole('button', { name: /^marketing-manager-strong\.docx/ })).toHaveCount(
    1,
  );

  await deleteButton.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notifications(page).getByText('Resume deleted')).toBeVisible();
  await expect(previous(page)).toHaveCount(0);
  await expect(page.getByText('Your analysed resumes will be listed here.')).toBeVisible();
});
