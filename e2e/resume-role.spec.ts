import type { Page } from '@playwright/test';
import type { Resume } from '../common/api/resume.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { expect, holdRequests, notifications, test } from './fixtures.ts';

let fixtures: Map<string, Uint8Array>;

test.beforeAll(async () => {
  fixtures = await fixtureResumes();
});

/** Uploads the fixture through the drop zone and answers the resume the server made of it. */
async function upload(page: Page, name: string): Promise<Resume> {
  const bytes = fixtures.get(name);
  if (!bytes) throw new Error(`no fixture ${name}`);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/resume/upload') && response.status() === 201,
  );
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  const resume: Resume = await (await answered).json();
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  return resume;
}

const roleField = (page: Page) => page.getByRole('textbox', { name: 'Role to compare with' });
const changeRole = (page: Page) => page.getByRole('button', { name: 'Change role' });

test('the person changes the role the analysis assumed, and the card shows the new analysis', async ({
  page,
}) => {
  await page.goto('/resume');
  await upload(page, 'data-scientist-strong.pdf');
  await expect(
    page.getByText('Compared with the role of Data Scientist (read from your resume)'),
  ).toBeVisible();
  const keywordsBefore = await page.getByRole('region', { name: 'Recommended Keywords' }).textContent();

  // Escape puts the line back, and focus on the button that opened the field.
  await changeRole(page).click();
  await expect(roleField(page)).toBeFocused();
  await expect(roleField(page)).toHaveValue('Data Scientist');
  await page.keyboard.press('Escape');
  await expect(roleField(page)).toHaveCount(0);
  await expect(changeRole(page)).toBeFocused();

  await changeRole(page).click();
  await roleField(page).fill('Registered Nurse');
  const release = await holdRequests(page, '**/api/resume/*/role');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('button', { name: 'Comparing...' })).toBeDisabled();
  release();

  await expect(page.getByText('Compared with the role of Registered Nurse (chosen by you)')).toBeVisible();
  await expect(roleField(page)).toHaveCount(0);
  await expect(changeRole(page)).toBeFocused();
  await expect(page.getByRole('region', { name: 'Recommended Keywords' })).not.toHaveText(
    keywordsBefore ?? '',
  );
  // The list's score follows the new analysis.
  const score = await page.getByTestId('overall-score').textContent();
  await expect(
    page.getByRole('list', { name: 'Previous analyses' }).getByRole('button', { name: /^data-scientist/ }),
  ).toContainText(score ?? '');

  // Enter compares too; a title CareerPilot does not know is kept as written, and said so.
  await changeRole(page).click();
  await roleField(page).fill('Hydroblasting Technician');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Compared with the role of Hydroblasting Technician (chosen by you)'),
  ).toBeVisible();
  await expect(page.getByText('CareerPilot does not know this title yet')).toBeVisible();
});

test('a role the server cannot take shows its message in a toast, and the field stays', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await page.goto('/resume');
  const resume = await upload(page, 'data-scientist-strong.pdf');
  // Deleted elsewhere (another tab) while this one still shows it.
  expect((await page.request.delete(`/api/resume/${resume.id}`)).status()).toBe(204);

  await changeRole(page).click();
  await roleField(page).fill('Registered Nurse');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(notifications(page).getByText('Role change failed', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText('404: No resume with this id.')).toBeVisible();
  await expect(roleField(page)).toHaveValue('Registered Nurse');
  await expect(page.getByRole('button', { name: 'Compare' })).toBeEnabled();
});
