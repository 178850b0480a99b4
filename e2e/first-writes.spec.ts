import type { Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './fixtures.ts';

const INTERVIEW = { industry: 'technology', role: 'Data Scientist', experience: 4 };

/** Sends these saves from the page at once, as a screen's requests or a quick second click go, and their statuses. */
function saveAtOnce(page: Page, saves: { url: string; body: unknown }[]): Promise<number[]> {
  return page.evaluate(
    (requests) =>
      Promise.all(
        requests.map(async ({ url, body }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return response.status;
        }),
      ),
    saves,
  );
}

const interviewsOf = async (page: Page) =>
  (await (await page.request.get('/api/interview/sessions')).json()).length;

// Issue 45, finding 10 (decision 0061): a new visitor's saves sent before any has answered all stay theirs.
test('a fresh page’s saves sent at once are all the visitor’s', async ({ page }) => {
  await page.goto('/applications');
  const statuses = await saveAtOnce(page, [
    { url: '/api/applications', body: { title: 'Nurse', company: 'NHS' } },
    { url: '/api/applications', body: { title: 'Midwife', company: 'NHS' } },
    { url: '/api/interview/start', body: INTERVIEW },
    { url: '/api/interview/start', body: INTERVIEW },
  ]);
  expect(statuses).toEqual([201, 201, 201, 201]);

  await page.reload();
  for (const name of ['Nurse at NHS', 'Midwife at NHS']) {
    await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  }
  expect(await interviewsOf(page)).toBe(2);
});

test('two tabs opened at once and each starting an interview are one visitor', async ({ context, page }) => {
  const second = waitingForHydration(await context.newPage());
  await Promise.all([page.goto('/interview'), second.goto('/interview')]);
  const statuses = await Promise.all(
    [page, second].map(
      async (tab) => (await saveAtOnce(tab, [{ url: '/api/interview/start', body: INTERVIEW }]))[0],
    ),
  );
  expect(statuses).toEqual([201, 201]);
  expect(await interviewsOf(page)).toBe(2);
  expect(await interviewsOf(second)).toBe(2);
});
