import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from '@playwright/test';
import type { JobMatch } from '../common/api/jobs.ts';
import type { Application, CreateApplicationRequest } from '../common/api/tracker.ts';
import {
  CAREER_PROFILE,
  chooseOption,
  chosenOption,
  expect,
  holdRequests,
  MENU_MARKER,
  notifications,
  recordScriptsHolding,
  test,
  waitingForHydration,
} from './fixtures.ts';

async function createApplication(page: Page, request: CreateApplicationRequest): Promise<Application> {
  const response = await page.request.post('/api/applications', { data: request });
  expect(response.status(), `creating ${request.title}`).toBe(201);
  return response.json();
}

async function readApplication(page: Page, id: number): Promise<Application> {
  const response = await page.request.get(`/api/applications/${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function importCsv(page: Page, csv: string) {
  const response = await page.request.post('/api/tracker/import', { data: { csv } });
  expect(response.ok(), 'importing a CSV').toBe(true);
}

/** The browser's own date, `days` from today, as YYYY-MM-DD. */
function browserDate(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

const nameOf = (application: { title: string; company: string }) =>
  `${application.title} at ${application.company}`;

/** A stage's column on the board, named "Saved, 2 applications". */
function column(page: Page, stage: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${stage}, \\d+ applications?$`) });
}

function card(page: Page, stage: string, application: { title: string; company: string }): Locator {
  return column(page, stage).getByRole('article', { name: nameOf(application), exact: true });
}

async function openBoard(page: Page) {
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

/** The button on a card, its title, that opens the application's dialog. */
function titleButton(page: Page, stage: string, application: { title: string; company: string }): Locator {
  return card(page, stage, application).getByRole('button', { name: nameOf(application), exact: true });
}

/** Opens an application's dialog from its card's title. */
async function openDetails(page: Page, stage: string, application: { title: string; company: string }) {
  await titleButton(page, stage, application).click();
  const dialog = page.getByRole('dialog', { name: application.title });
  await expect(dialog.getByLabel('Job title')).toHaveValue(application.title);
  return dialog;
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { context, page: waitingForHydration(await context.newPage()) };
}

test('add an application by hand: it is on the board after a reload and its dialog shows what was typed', async ({
  page,
}) => {
  const job = { title: 'Analytics Engineer', company: 'Globex' };
  await openBoard(page);
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Add an application' });
  await dialog.getByLabel('Job title').fill(job.title);
  await dialog.getByLabel('Company').fill(job.company);
  await dialog.getByLabel('Location').fill('Berlin, Germany');
  await dialog.getByLabel('Job link').fill('https://globex.example/jobs/7');
  await expect(chosenOption(dialog, 'Stage')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Save application' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(notifications(page).getByText('Application added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved, 1 application' })).toBeVisible();
  await expect(titleButton(page, 'Saved', job)).toBeFocused();

  await page.reload();
  await expect(card(page, 'Saved', job)).toContainText('Berlin, Germany');
  const details = await openDetails(page, 'Saved', job);
  await expect(details.getByLabel('Company')).toHaveValue(job.company);
  await expect(details.getByLabel('Location')).toHaveValue('Berlin, Germany');
  await expect(details.getByLabel('Job link')).toHaveValue('https://globex.example/jobs/7');
  await expect(details.getByRole('link', { name: /Open the job posting/ })).toHaveAttribute(
    'href',
    'https://globex.example/jobs/7',
  );
  await expect(chosenOption(details, 'Stage')).toHaveText('Saved');
});

test('add from a job match, and Apply Now in the Career Guide puts the job on the board as Applied', async ({
  page,
}) => {
  const saved = await page.request.post('/api/career/profile', { data: CAREER_PROFILE });
  expect(saved.ok()).toBe(true);
  const matches: JobMatch[] = await (await page.request.get('/api/jobs/matches')).json();
  const [picked, appliedTo] = matches;
  if (!picked || !appliedTo) throw new Error('fewer than two job matches');

  await openBoard(page);
  await page.getByRole('button', { name: 'Add application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Add an application' });
  await dialog.getByRole('tab', { name: 'From your job matches' }).click();
  await dialog.getByRole('button', { name: `Add ${nameOf(picked)}`, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Saved', picked)).toBeVisible();

  await page.goto('/career');
  const item = page
    .getByRole('list', { name: 'Job matches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: appliedTo.title, exact: true }) })
    .filter({ hasText: appliedTo.company })
    .first();
  await item.getByRole('button', { name: 'Apply Now' }).click();
  await expect(notifications(page).getByText('Application submitted!')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Applied' })).toBeDisabled();

  await openBoard(page);
  await expect(card(page, 'Applied', appliedTo)).toBeVisible();
  await expect(card(page, 'Saved', picked)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-Jobs Applied')).toHaveText('1');
});

test('move a card by mouse: dragged by its handle into Applied, it stays there and its history says so', async ({
  page,
}) => {
  const job = await createApplication(page, { title: 'Data Engineer', company: 'Initech' });
  await openBoard(page);
  const handle = card(page, 'Saved', job).getByRole('button', { name: `Drag ${nameOf(job)}` });
  const from = await handle.boundingBox();
  const to = await column(page, 'Applied').boundingBox();
  if (!from || !to) throw new Error('the handle or the Applied column is not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();

  await expect(card(page, 'Applied', job)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved, 0 applications' })).toBeVisible();
  await page.reload();
  await expect(card(page, 'Applied', job)).toBeVisible();
  const dialog = await openDetails(page, 'Applied', job);
  await expect(dialog.getByRole('region', { name: 'Stage history' }).getByRole('listitem')).toContainText([
    /^Saved/,
    /^Applied/,
  ]);
});

const KEYS_HINT = 'Use the arrow keys to move it to another stage, Space to drop, Escape to cancel.';

test('move a card by keyboard, announced, and by its stage menu', async ({ page }) => {
  const job = await createApplication(page, { title: 'BI Developer', company: 'Umbrella' });
  await openBoard(page);
  const handle = card(page, 'Saved', job).getByRole('button', { name: `Drag ${nameOf(job)}` });
  // What a screen reader hears; each key is pressed once the last one was answered, as a listener would.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`Picked up ${nameOf(job)}, in Saved. ${KEYS_HINT}`);
  // dnd-kit starts listening for the arrow keys in a timeout after the pick-up, which a busy browser can run after
  // the announcement is on screen; a timeout set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Moved to Applied.');
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Moved to Screening.');
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText('Dropped in Screening.');

  await expect(card(page, 'Screening', job)).toBeVisible();
  await expect(
    card(page, 'Screening', job).getByRole('button', { name: `Drag ${nameOf(job)}` }),
  ).toBeFocused();

  await card(page, 'Screening', job)
    .getByRole('button', { name: `Move ${nameOf(job)} to another stage` })
    .click();
  await page.getByRole('menuitem', { name: 'Interviewing' }).click();
  await expect(card(page, 'Interviewing', job)).toBeVisible();
  await expect(notifications(page).getByText('Moved to Interviewing')).toBeVisible();
  await expect(titleButton(page, 'Interviewing', job)).toBeFocused();

  await page.reload();
  const dialog = await openDetails(page, 'Interviewing', job);
  await chooseOption(dialog, 'Stage', 'Offer');
  await expect(dialog.getByText('Moved to Offer.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(
    titleButton(page, 'Offer', job),
    'focus goes back to the card in its new column',
  ).toBeFocused();
});

test('the stage menu fetches its code when first wanted, and a press made while it loads opens it', async ({
  page,
}) => {
  const job = await createApplication(page, {
    title: 'Analytics Engineer',
    company: 'Initech',
    stage: 'saved',
  });
  const other = await createApplication(page, { title: 'BI Analyst', company: 'Globex', stage: 'saved' });
  const menuScripts = recordScriptsHolding(page, MENU_MARKER);
  await openBoard(page);
  const stageButton = card(page, 'Saved', job).getByRole('button', {
    name: `Move ${nameOf(job)} to another stage`,
  });
  await expect(stageButton).toHaveAttribute('aria-haspopup', 'menu');
  await page.waitForLoadState('networkidle');
  expect(await menuScripts(), 'no script of the menu before it is wanted').toEqual([]);

  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await stageButton.focus();
  await page.keyboard.press('Enter');
  release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Applied' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Saved' })).toHaveCount(0);
  expect(await menuScripts()).not.toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(stageButton, 'focus is on the button that now holds the menu').toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Screening' }).click();
  await expect(card(page, 'Screening', job)).toBeVisible();

  // Another card's button still stands in for its menu: the down arrow opens it too, as on the menu's own button.
  await card(page, 'Saved', other)
    .getByRole('button', { name: `Move ${nameOf(other)} to another stage` })
    .focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Offer' })).toBeVisible();
});

test('add an interview round: listed after a reload, and the card shows the next interview', async ({
  page,
}) => {
  const job = await createApplication(page, {
    title: 'Data Scientist',
    company: 'Hooli',
    stage: 'screening',
  });
  await openBoard(page);
  const dialog = await openDetails(page, 'Screening', job);
  await dialog.getByRole('button', { name: 'Add interview round' }).click();
  const form = dialog.getByRole('form', { name: 'New round' });
  await expect(form.getByLabel('Date and time')).toBeFocused();
  await form.getByLabel('Date and time').fill('2031-03-14T14:30');
  await chooseOption(form, 'Kind', 'Technical');
  await form.getByLabel('People').fill('Ann Lee (hiring manager)');
  await form.getByLabel('Round notes').fill('Bring the churn case study');
  await form.getByRole('button', { name: 'Add round' }).click();

  const rounds = dialog.getByRole('region', { name: 'Interview rounds' }).getByRole('listitem');
  await expect(rounds).toHaveCount(1);
  await expect(rounds).toContainText('Fri, Mar 14, 2031, 2:30 PM');
  await expect(rounds).toContainText('Technical · 60 min');
  await expect(rounds).toContainText('With Ann Lee (hiring manager)');
  await expect(rounds).toContainText('Bring the churn case study');

  await page.reload();
  await expect(rounds).toHaveCount(1);
  await expect(rounds).toContainText('Fri, Mar 14, 2031, 2:30 PM');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Screening', job)).toContainText('Interview Mar 14, 2031, 2:30 PM');
});

test('reminders: a next step due today and one overdue on the dashboard, and a follow-up after N days in Applied', async ({
  page,
}) => {
  const [today, yesterday, threeDaysAgo] = [
    await browserDate(page),
    await browserDate(page, -1),
    await browserDate(page, -3),
  ];
  const dueToday = await createApplication(page, { title: 'Product Analyst', company: 'Vandelay' });
  const overdue = await createApplication(page, {
    title: 'Growth Analyst',
    company: 'Pied Piper',
    nextStep: 'Send the portfolio',
    nextStepDue: yesterday,
  });
  const waiting = { title: 'Research Analyst', company: 'Soylent' };
  await importCsv(
    page,
    `Job title,Company,Stage,Date applied\r\n${waiting.title},${waiting.company},Applied,${threeDaysAgo}\r\n`,
  );

  await openBoard(page);
  const dialog = await openDetails(page, 'Saved', dueToday);
  await dialog.getByLabel('Next step', { exact: true }).fill('Call the recruiter');
  await dialog.getByLabel('Next step due').fill(today);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Changes saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, 'Saved', dueToday)).toContainText('Call the recruiter · Due today');

  await page.goto('/dashboard');
  const reminders = page.locator('section');
  const group = (title: RegExp) => reminders.filter({ has: page.getByRole('heading', { name: title }) });
  await expect(group(/^Due today \(1\)$/).getByRole('link', { name: nameOf(dueToday) })).toBeVisible();
  await expect(group(/^Due today/)).toContainText('Call the recruiter');
  await expect(group(/^Overdue \(1\)$/).getByRole('link', { name: nameOf(overdue) })).toBeVisible();
  await expect(group(/^Overdue/)).toContainText('Send the portfolio');
  await expect(group(/^Overdue/)).toContainText('1 day late');
  await expect(
    page.getByRole('heading', { name: /^Follow up/ }),
    'not after 3 days of the default 7',
  ).toHaveCount(0);

  await openBoard(page);
  const followUpDays = page.getByRole('spinbutton', { name: /Remind me to follow up after/ });
  await followUpDays.fill('1');
  await page.getByRole('button', { name: 'Save follow-up days' }).click();
  await expect(page.getByText('Saved: a reminder after 1 day in Applied.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(group(/^Follow up \(1\)$/).getByRole('link', { name: nameOf(waiting) })).toBeVisible();
  // Whole days of 24 hours since the date applied, read as midday UTC: 2 or 3 by the hour of the run.
  await expect(group(/^Follow up/)).toContainText(/Applied [23] days ago, no answer yet/);
  await group(/^Due today/)
    .getByRole('link', { name: nameOf(dueToday) })
    .click();
  await expect(page.getByRole('dialog', { name: dueToday.title })).toBeVisible();
});

const ROUND_TRIP: CreateApplicationRequest[] = [
  {
    title: 'Senior "Data" Scientist, Growth',
    company: 'Zoë & Søn Ångström 株式会社',
    stage: 'interviewing',
    location: 'Zürich, Switzerland',
    salary: '=120000+20000',
    url: 'https://zoe.example/jobs/42?ref=a,b&x="y"',
    description: 'Churn models, A/B tests.\nPython, SQL; "pricing" too.',
    notes: 'First line, with a comma\nSecond line: "quoted"\n=SUM(A1:A2)',
    nextStep: '@Thank-you note, today',
    nextStepDue: '2031-01-15',
    contacts: [
      { name: 'Ann Lee', role: 'Hiring manager', email: 'ann@zoe.example', phone: '+41 44 123 45 67' },
      { name: 'Björn | Ops', role: '', email: 'bjorn@zoe.example', phone: '' },
    ],
  },
  {
    title: 'Analyst',
    company: 'Acme, Inc.',
    stage: 'saved',
    location: 'Remote',
    salary: '€60,000 – €70,000',
    url: 'https://acme.example/42',
    description: '-minus at the start',
    notes: 'Plain notes',
    nextStep: 'Apply',
    nextStepDue: '2031-02-01',
    contacts: [{ name: '李雷', role: 'Recruiter', email: 'li@acme.example', phone: '+86 10 1234 5678' }],
  },
  {
    title: 'Data Engineer',
    company: 'Initech',
    stage: 'rejected',
    location: 'Austin, TX',
    salary: '$150k',
    url: 'https://initech.example/jobs/9',
    description: 'Pipelines',
    notes: 'Tab\tinside',
    nextStep: 'Ask for feedback',
    nextStepDue: '2030-12-24',
    contacts: [{ name: 'Bill Lumbergh', role: 'Manager', email: 'bill@initech.example', phone: '555-0100' }],
  },
];

/**
 * Everything the CSV holds about an application; its dates as days, a tab as a space (a generated file holds no
 * control character: decision 0058).
 */
function csvFields(application: Application) {
  const {
    title,
    company,
    stage,
    location,
    salary,
    url,
    description,
    notes,
    nextStep,
    nextStepDue,
    contacts,
  } = application;
  return {
    title,
    company,
    stage,
    location,
    salary,
    url,
    description,
    notes: notes.replaceAll('\t', ' '),
    nextStep,
    nextStepDue,
    contacts,
    appliedOn: application.appliedAt?.slice(0, 10) ?? null,
    savedOn: application.createdAt.slice(0, 10),
  };
}

async function chooseCsv(dialog: Locator, name: string, text: string) {
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('export the applications as CSV and import them into another account without loss', async ({
  page,
  browser,
}) => {
  const originals: Application[] = [];
  for (const request of ROUND_TRIP) originals.push(await createApplication(page, request));
  await openBoard(page);
  const { download, text: csv } = await downloaded(page, () =>
    page.getByRole('link', { name: 'Export CSV' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(csv).toContain("'=120000+20000");

  const other = await newVisitor(browser);
  try {
    await openBoard(other.page);
    await other.page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Import applications from CSV' });
    await chooseCsv(dialog, 'applications.csv', csv);
    await expect(dialog.getByText('3 of 3 rows will be imported.')).toBeVisible();
    for (const label of ['Job title', 'Company', 'Stage', 'Contacts', 'Date applied', 'Date saved'])
      await expect(chosenOption(dialog, `Column “${label}”`)).toHaveText(label);
    await dialog.getByRole('button', { name: 'Import 3 applications' }).click();
    await expect(dialog.getByText('Imported 3 applications of 3 rows.')).toBeVisible();
    await dialog.getByText('Close', { exact: true }).click();
    await expect(other.page.getByRole('heading', { name: 'Interviewing, 1 application' })).toBeVisible();

    const listed: Application[] = await (await other.page.request.get('/api/applications')).json();
    expect(listed).toHaveLength(originals.length);
    for (const original of originals) {
      const copy = listed.find((application) => application.title === original.title);
      if (!copy) throw new Error(`${original.title} was not imported`);
      expect(csvFields(await readApplication(other.page, copy.id))).toEqual(csvFields(original));
    }
  } finally {
    await other.context.close();
  }
});

test('import a CSV from another tracker: its columns are recognised and a row without a company is reported', async ({
  page,
}) => {
  const teal = [
    'Company,Job Position,Status,Excitement,Date Saved,Date Applied,Follow Up,Follow Up Date,Job URL,Max Salary,Notes',
    'Acme,Data Analyst,Interviewing,5,2026-11-01,2026-11-03,Thank-you note,2026-11-26,https://acme.example/42,70000,"Panel on Tuesday, bring laptop"',
    ',BI Developer,Bookmarked,3,2026-11-05,,,,,,',
    'Stark,Analyst,Offer,4,2026-10-01,2026-10-02,Negotiate,"December 1, 2026",https://stark.example,,',
  ].join('\r\n');
  await openBoard(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import applications from CSV' });
  await chooseCsv(dialog, 'teal.csv', teal);
  await expect(dialog.getByText('2 of 3 rows will be imported.')).toBeVisible();
  await expect(chosenOption(dialog, 'Column “Job Position”')).toHaveText('Job title');
  await expect(chosenOption(dialog, 'Column “Excitement”')).toHaveText('Do not import');
  const problems = dialog.getByRole('region', { name: /^Problems/ });
  await expect(problems).toContainText(/Line 3:.*company.*\(not imported\)/i);
  await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
  await expect(dialog.getByText('Imported 2 applications of 3 rows.')).toBeVisible();
  await expect(problems).toContainText('Line 3:');
  await dialog.getByText('Close', { exact: true }).click();
  await expect(card(page, 'Interviewing', { title: 'Data Analyst', company: 'Acme' })).toBeVisible();
  await expect(card(page, 'Offer', { title: 'Analyst', company: 'Stark' })).toBeVisible();
});

test('download the interview rounds as an iCalendar file', async ({ page }) => {
  const job = await createApplication(page, {
    title: 'ML Engineer',
    company: 'Aperture',
    stage: 'interviewing',
  });
  const round = await page.request.post(`/api/applications/${job.id}/rounds`, {
    data: {
      startsAt: '2031-05-06T09:15:00.000Z',
      durationMinutes: 45,
      kind: 'final',
      people: 'Cave Johnson',
    },
  });
  expect(round.status()).toBe(201);
  await openBoard(page);
  const { download, text } = await downloaded(page, () =>
    page.getByRole('link', { name: 'Download interviews (.ics)' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain(`SUMMARY:Final round: ${nameOf(job)}`);
  expect(lines).toContain('DTSTART:20310506T091500Z');
});
