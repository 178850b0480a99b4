import type { Page } from '@playwright/test';
import { MILESTONE_IDS, milestoneStorageKey } from '../common/milestones.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { BOARD_MATCHES, serveBoardPostings } from './board-postings.ts';
import { chooseOption, createAccount, expect, subscribe, uniqueEmail } from './fixtures.ts';

/**
 * Every route in its main states, for the checks that go over all of them (accessibility, layout at three
 * widths). `prepare` makes the data through the API, `show` opens the screen and brings it into the state, and
 * returns once it is fully drawn.
 */
export type ScreenState = {
  name: string;
  prepare?: (page: Page) => Promise<void>;
  show: (page: Page) => Promise<void>;
  /**
   * Leaves by itself (the celebration, after four seconds): shown again at each width, and no Tab sweep, which
   * takes longer (keyboard.spec.ts closes it by keyboard).
   */
  transient?: boolean;
  /** Only where the navigation bar folds into its menu button. */
  narrowOnly?: boolean;
  /** A console message the state causes by design. */
  expectedConsole?: RegExp;
};

/** Marks every milestone as already celebrated, so no overlay covers the screen being checked. */
export async function withoutCelebrations(page: Page) {
  await page.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, 'shown');
  }, MILESTONE_IDS.map(milestoneStorageKey));
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `POST ${url} answered ${response.status()}`).toBe(true);
  return response.json();
}

async function uploadResume(page: Page): Promise<number> {
  const bytes = (await fixtureResumes()).get('data-scientist-strong.pdf');
  if (!bytes) throw new Error('no fixture data-scientist-strong.pdf');
  const response = await page.request.post('/api/resume/upload', {
    multipart: {
      resume: { name: 'data-scientist-strong.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
    },
  });
  expect(response.status(), 'resume upload').toBe(201);
  return (await response.json()).id;
}

const JOB_DESCRIPTION =
  'Senior Data Scientist. We are looking for a senior data scientist to build churn and pricing models in Python ' +
  'and SQL, deploy them with Kubernetes, and design A/B tests with our product teams. You have 5+ years of ' +
  "experience and a master's degree in statistics or a related field. Nice to have: TensorFlow, mentoring.";

/** A resume compared with a pasted job, through the API as the tailoring screen does it. */
async function tailoredResume(page: Page) {
  await subscribe(page, 'full-suite');
  const resumeId = await uploadResume(page);
  const job = await post(page, '/api/tailoring/job', { kind: 'text', text: JOB_DESCRIPTION });
  await post(page, `/api/resume/${resumeId}/tailorings`, { job });
}

const LINKEDIN_PROFILE = {
  headline: 'Data Scientist | Python, SQL, machine learning | Turning churn data into retention',
  summary:
    'I build models people trust. At a subscription business I rebuilt the churn model in Python and cut false alarms by 30%. I like explaining results to non-technical teams.',
  experience: ['Data Scientist, 4 years: churn modelling, experimentation, dashboards.'],
  skills: ['Python', 'SQL', 'Machine Learning', 'Statistics'],
};

const CAREER_PROFILE = {
  currentRole: 'Data Analyst',
  targetRole: 'Data Scientist',
  industry: 'technology',
  experience: 4,
  skills: ['Python', 'SQL', 'machine learning'],
  goals: ['Lead a modelling project'],
  preferences: { workType: 'remote', location: '' },
};

/** A visitor who has used every feature: a resume, an interview with an answer, a profile, matches and a chat. */
async function activeUser(page: Page) {
  await subscribe(page, 'full-suite');
  await uploadResume(page);
  const session = await post(page, '/api/interview/start', {
    industry: 'technology',
    role: 'Data Scientist',
    experience: 4,
  });
  await post(page, `/api/interview/${session.id}/response`, {
    questionIndex: 0,
    response:
      'Our churn model flagged too many customers. I owned the rebuild: I added usage features in Python, tested it against last year, and false alarms fell by 30% within a quarter.',
  });
  await post(page, '/api/linkedin/optimize', LINKEDIN_PROFILE);
  await post(page, '/api/career/profile', CAREER_PROFILE);
  await post(page, '/api/career/chat', { message: 'What should I improve first?' });
}

/** An account that has not opened its verification link yet, with a career profile and so picks for today. */
async function unverifiedAccountWithPicks(page: Page) {
  await createAccount(page.request, uniqueEmail('screens'));
  await post(page, '/api/career/profile', CAREER_PROFILE);
}

/** A day from today on this machine's calendar, which is the browser's, as YYYY-MM-DD. */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

const INTERVIEWING = { title: 'Senior Data Scientist', company: 'Hooli' };

/** Applications in several stages; one with a contact and an interview round, next steps due today and overdue. */
async function trackedApplications(page: Page) {
  const interviewing = await post(page, '/api/applications', {
    ...INTERVIEWING,
    stage: 'interviewing',
    location: 'Remote',
    salary: '$150,000 – $170,000',
    url: 'https://hooli.example/jobs/42',
    nextStep: 'Send the take-home',
    nextStepDue: localDay(0),
    notes: 'The team works on churn and pricing.',
    contacts: [{ name: 'Ann Lee', role: 'Hiring manager', email: 'ann@hooli.example', phone: '+1 555 0100' }],
  });
  await post(page, `/api/applications/${interviewing.id}/rounds`, {
    startsAt: '2031-03-14T14:30:00.000Z',
    kind: 'technical',
    people: 'Ann Lee (hiring manager)',
    notes: 'Bring the churn case study',
  });
  await post(page, '/api/applications', {
    title: 'Analytics Engineer with a rather long title for a narrow card',
    company: 'Globex Corporation International',
    stage: 'applied',
    nextStep: 'Ask about the timeline',
    nextStepDue: localDay(-2),
  });
  await post(page, '/api/applications', {
    title: 'Data Analyst',
    company: 'Initech',
    location: 'Austin, TX',
  });
  await post(page, '/api/applications', { title: 'BI Developer', company: 'Umbrella', stage: 'offer' });
  await post(page, '/api/applications', { title: 'Data Engineer', company: 'Vandelay', stage: 'rejected' });
  await post(page, '/api/tracker/import', {
    csv: `Job title,Company,Stage,Date applied\r\nResearch Analyst,Soylent,Applied,${localDay(-21)}\r\n`,
  });
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const SCREEN_STATES: ScreenState[] = [
  {
    name: 'landing page',
    show: async (page) => {
      await page.goto('/');
      await expect(page.getByText(/professionals already joined/)).toBeVisible();
    },
  },
  {
    name: 'sign in',
    show: async (page) => {
      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    },
  },
  {
    name: 'sign up',
    show: async (page) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expect(page.getByLabel('First Name')).toBeVisible();
    },
  },
  {
    name: 'dashboard, new user',
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      await expect(page.getByText('Activity Summary')).toBeVisible();
    },
  },
  {
    name: 'dashboard, active user',
    prepare: activeUser,
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
    },
  },
  {
    name: 'milestone celebration',
    transient: true,
    show: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Celebrate Achievement' }).click();
      await expect(page.getByText('Milestone Achieved!')).toBeVisible({ timeout: 5000 });
    },
  },
  {
    name: 'resume, no upload yet',
    show: (page) => open(page, '/resume', 'AI Resume Analysis'),
  },
  {
    name: 'resume analysis',
    prepare: activeUser,
    show: async (page) => {
      await open(page, '/resume', 'AI Resume Analysis');
      await page
        .getByRole('list', { name: 'Previous analyses' })
        .getByRole('button', { name: /^data-scientist-strong\.pdf/ })
        .click();
      await expect(page.getByTestId('overall-score')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recommended Keywords' })).toBeVisible();
    },
  },
  {
    name: 'tailoring, the job read for correcting',
    prepare: async (page) => {
      await uploadResume(page);
    },
    show: async (page) => {
      await open(page, '/resume/tailor', 'Tailor Your Resume to a Job');
      await page.getByLabel('Job description').fill(JOB_DESCRIPTION);
      await page.getByRole('button', { name: 'Read job' }).click();
      await expect(page.getByLabel('Job title')).not.toHaveValue('');
      await expect(page.getByRole('button', { name: 'Compare' })).toBeEnabled();
    },
  },
  {
    name: 'tailoring result',
    prepare: tailoredResume,
    show: async (page) => {
      await open(page, '/resume/tailor', 'Tailor Your Resume to a Job');
      await page.getByRole('list', { name: 'Past tailorings' }).getByRole('button').first().click();
      await expect(page.getByTestId('match-rate')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What an ATS Reads' })).toBeVisible();
    },
  },
  {
    name: 'profile optimiser, empty',
    show: (page) => open(page, '/linkedin', /LinkedIn/),
  },
  {
    name: 'profile recommendations',
    prepare: activeUser,
    show: async (page) => {
      await open(page, '/linkedin', /LinkedIn/);
      await expect(page.getByTestId('profile-score')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Networking Advice' })).toBeVisible();
    },
  },
  {
    name: 'interview setup',
    show: async (page) => {
      await open(page, '/interview', /Interview/);
      await expect(page.getByText('150+ Questions')).toBeVisible();
    },
  },
  {
    name: 'interview session with feedback',
    show: async (page) => {
      await open(page, '/interview', /Interview/);
      await chooseOption(page, 'Industry', 'Technology');
      await page.getByLabel('Target Role').fill('Data Scientist');
      await page.getByRole('button', { name: 'Start Interview Practice' }).click();
      await page
        .getByLabel('Your Response')
        .fill(
          'Our churn model flagged too many customers. I rebuilt it in Python with usage features, and false alarms fell by 30%.',
        );
      await page.getByRole('button', { name: 'Submit Response' }).click();
      await expect(page.getByTestId('answer-score')).toBeVisible();
    },
  },
  {
    name: 'career guide, no profile',
    show: async (page) => {
      await open(page, '/career', 'Career Strategist');
      await expect(page.getByText('Save your career profile to see the jobs that match you.')).toBeVisible();
    },
  },
  {
    name: 'career guide with matches and chat',
    prepare: activeUser,
    show: async (page) => {
      await open(page, '/career', 'Career Strategist');
      const matches = page.getByRole('list', { name: 'Job matches' });
      await expect(matches.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(5);
      await expect(page.getByText(/^([1-9]\d?|100)% Best Match$/)).toBeVisible();
      const chat = page.getByRole('log', { name: 'Conversation with the assistant' });
      await expect(chat.locator('[data-sender="user"]')).toHaveCount(1);
    },
  },
  {
    name: 'career guide with matches from employer boards, every match and its flags open',
    prepare: serveBoardPostings,
    show: async (page) => {
      await open(page, '/career', 'Career Strategist');
      await page.getByRole('button', { name: /^View All Matches/ }).click();
      const items = page
        .getByRole('list', { name: 'Job matches' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect(items).toHaveCount(BOARD_MATCHES.length);
      for (const disclosure of await page.getByText(/^Why th(is flag|ese flags)$/).all())
        await disclosure.click();
      await expect(page.getByText('The posting states its pay range.').first()).toBeVisible();
    },
  },
  {
    name: 'plans',
    show: (page) => open(page, '/subscription', 'Choose Your Plan'),
  },
  {
    name: 'plans during a free trial',
    prepare: (page) => subscribe(page, 'linkedin-pro'),
    show: async (page) => {
      await open(page, '/subscription', 'Choose Your Plan');
      await expect(page.getByText('Your plan: LinkedIn Pro')).toBeVisible();
      await expect(page.getByRole('button', { name: 'End trial now (test mode)' })).toBeVisible();
    },
  },
  {
    name: 'payment',
    show: async (page) => {
      await open(page, '/subscription', 'Choose Your Plan');
      await page.getByLabel('Email address').fill('grace@example.com');
      await page.getByRole('group', { name: 'LinkedIn Pro' }).getByRole('button').click();
      await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    },
  },
  {
    name: 'not found',
    // The page itself answers 404, which Chromium reports on the console.
    expectedConsole: /status of 404/,
    show: async (page) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    },
  },
  {
    name: "dashboard of an unverified account, with today's picks",
    prepare: unverifiedAccountWithPicks,
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      await expect(page.getByRole('region', { name: 'Verify your address' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: "Today's picks" }).locator(':scope > li').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'email settings',
    prepare: unverifiedAccountWithPicks,
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Email settings' }).click();
      await expect(page.getByRole('alertdialog').getByLabel('Minimum match')).toBeVisible();
    },
  },
  {
    name: 'forgot password',
    show: async (page) => {
      await page.goto('/signin?forgot');
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
  {
    name: 'verification link not valid',
    expectedConsole: /status of 400/,
    show: async (page) => {
      await open(page, '/verify-email?token=not-a-real-token', 'Verify your email');
      await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
    },
  },
  {
    name: 'new password from a reset link',
    show: async (page) => {
      await open(page, '/reset-password?token=a-token', 'Set a new password');
      await expect(page.getByLabel('Confirm new password')).toBeVisible();
    },
  },
  {
    name: 'unsubscribe from the morning email',
    show: async (page) => {
      await open(page, '/unsubscribe?token=a-token', 'Unsubscribe');
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    },
  },
  {
    name: 'waitlist confirmation link not valid',
    expectedConsole: /status of 400/,
    show: async (page) => {
      await open(page, '/waitlist/confirm?token=not-a-real-token', 'Confirm your place on the waitlist');
      await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
    },
  },
  {
    name: 'applications board with cards in several stages',
    prepare: trackedApplications,
    show: async (page) => {
      await open(page, '/applications', 'Applications');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: /Remind me to follow up after/ })).toBeVisible();
    },
  },
  {
    name: 'applications list',
    prepare: trackedApplications,
    show: async (page) => {
      await open(page, '/applications?view=list', 'Applications');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
    },
  },
  {
    name: 'add an application',
    show: async (page) => {
      await open(page, '/applications', 'Applications');
      await page.getByRole('button', { name: 'Add application' }).click();
      await expect(page.getByRole('alertdialog').getByLabel('Job title')).toBeVisible();
    },
  },
  {
    name: 'an application with a round and a contact',
    prepare: trackedApplications,
    show: async (page) => {
      const listed: { id: number; title: string }[] = await (
        await page.request.get('/api/applications')
      ).json();
      const shown = listed.find(({ title }) => title === INTERVIEWING.title);
      await page.goto(`/applications?application=${shown?.id}`);
      const dialog = page.getByRole('dialog', { name: INTERVIEWING.title });
      await expect(
        dialog.getByRole('region', { name: 'Interview rounds' }).getByRole('listitem'),
      ).toHaveCount(1);
      await expect(dialog.getByRole('group', { name: 'Contact 1' })).toBeVisible();
    },
  },
  {
    name: 'import applications, after the dry run',
    show: async (page) => {
      await open(page, '/applications', 'Applications');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import applications from CSV' });
      await dialog.getByLabel('CSV file').setInputFiles({
        name: 'teal.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Company,Job Position,Status,Excitement,Date Applied,Notes\r\nAcme,Data Analyst,Interviewing,5,2026-11-03,Panel\r\n,BI Developer,Bookmarked,3,,\r\n',
        ),
      });
      await expect(dialog.getByRole('button', { name: 'Import 1 application' })).toBeEnabled();
      await expect(dialog.getByRole('region', { name: /^Problems/ })).toBeVisible();
    },
  },
  {
    name: 'dashboard with reminders',
    prepare: trackedApplications,
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      for (const group of ['Overdue (1)', 'Due today (1)', 'Follow up (1)'])
        await expect(page.getByRole('heading', { name: group })).toBeVisible();
    },
  },
  {
    name: 'navigation menu open',
    narrowOnly: true,
    show: async (page) => {
      await open(page, '/dashboard', 'Career Dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    },
  },
];
