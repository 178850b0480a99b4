import type { Page } from '@playwright/test';
import type { JobCatalogue, JobMatch, VettingFlag } from '../common/api/jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

const DIRECT: VettingFlag = {
  kind: 'direct-from-employer',
  tone: 'good',
  label: 'Direct from employer',
  detail: "Read from the employer's own job board, not a reposting site.",
};
const SALARY_PUBLISHED: VettingFlag = {
  kind: 'salary-published',
  tone: 'good',
  label: 'Pay published',
  detail: 'The posting states its pay range.',
};
const NO_SALARY: VettingFlag = {
  kind: 'no-salary',
  tone: 'caution',
  label: 'No pay given',
  detail: 'The posting does not say what the role pays; ask before you spend time on it.',
};

/** One posting with what every board posting has; each entry below says what makes it differ. */
function boardPosting(id: number, fields: Partial<JobMatch>): JobMatch {
  return {
    id,
    title: 'Data Scientist',
    company: 'Northwind Analytics',
    location: 'Austin, TX',
    workType: 'onsite',
    salary: '',
    requirements: ['Python', 'SQL', 'Statistics', 'Machine learning'],
    description:
      'Build churn and pricing models with our product teams and take them from notebook to production service.',
    matchScore: 85,
    reason: 'You have 3 of 4 requirements (Python, SQL and Statistics).',
    isApplied: false,
    salaryRange: null,
    employmentType: 'Full-time',
    source: 'greenhouse',
    url: `https://boards.greenhouse.io/northwind/jobs/${id}`,
    postedAt: daysAgo(2),
    closedAt: null,
    vetting: [DIRECT],
    ...fields,
  };
}

/**
 * Matches from employers' boards in every state the career guide draws: a long company name and location,
 * each tone of flag, pay in other currencies and periods, no pay, a closed posting, a closed one applied to.
 * Three are remote, four publish their pay, two were posted within 7 days.
 */
export const BOARD_MATCHES: JobMatch[] = [
  boardPosting(9001, {
    title: 'Senior Data Scientist',
    workType: 'remote',
    location: 'United States',
    matchScore: 94,
    salaryRange: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
    vetting: [
      DIRECT,
      {
        kind: 'fresh',
        tone: 'good',
        label: 'Recently posted',
        detail: 'First seen on the board 2 days ago.',
      },
      SALARY_PUBLISHED,
      {
        kind: 'company-activity',
        tone: 'info',
        label: '14 open roles',
        detail: 'Northwind Analytics has 14 roles open on its board; the oldest has been open 40 days.',
      },
    ],
  }),
  boardPosting(9002, {
    title: 'Machine Learning Engineer, Recommendations and Personalisation Platform',
    company: 'Internationale Nederlandsche Verzekeringsmaatschappij Holdings',
    location: 'Amsterdam, North Holland, Netherlands',
    workType: 'hybrid',
    matchScore: 88,
    source: 'lever',
    url: 'https://jobs.lever.co/internationale/9002',
    employmentType: 'Permanent, full-time',
    postedAt: daysAgo(120),
    vetting: [
      DIRECT,
      NO_SALARY,
      {
        kind: 'open-long',
        tone: 'caution',
        label: 'Open 120 days',
        detail:
          'The posting has been on the board for 120 days; long-open postings are sometimes not being filled.',
      },
    ],
  }),
  boardPosting(9003, {
    title: 'Analytics Engineer',
    company: 'Quickpay Remote Jobs',
    workType: 'remote',
    location: 'Remote, Europe',
    matchScore: 81,
    source: 'ashby',
    url: 'https://jobs.ashbyhq.com/quickpay/9003',
    salaryRange: { min: 40, max: null, currency: 'EUR', period: 'hour' },
    postedAt: daysAgo(5),
    vetting: [
      {
        kind: 'fee-requested',
        tone: 'warning',
        label: 'Asks for a fee',
        detail: 'The description asks applicants to pay for training or equipment; real employers do not.',
      },
      {
        kind: 'messaging-app-contact',
        tone: 'warning',
        label: 'Messaging-app contact',
        detail: 'The description asks applicants to get in touch on a messaging app instead of applying.',
      },
      {
        kind: 'pay-above-range',
        tone: 'warning',
        label: 'Pay far above range',
        detail: 'The pay is far above what this role usually pays.',
      },
    ],
  }),
  boardPosting(9004, {
    title: 'Data Analyst',
    matchScore: 78,
    source: 'ashby',
    url: 'https://jobs.ashbyhq.com/northwind/9004',
    salaryRange: { min: null, max: 60_000, currency: 'GBP', period: 'year' },
    postedAt: daysAgo(20),
    closedAt: daysAgo(1),
    vetting: [
      {
        kind: 'closed',
        tone: 'info',
        label: 'No longer on the board',
        detail: 'The employer took the posting down yesterday.',
      },
    ],
  }),
  boardPosting(9005, {
    title: 'Business Intelligence Developer',
    workType: 'remote',
    location: 'Remote',
    matchScore: 74,
    isApplied: true,
    closedAt: daysAgo(3),
    postedAt: daysAgo(30),
    salary: '$90,000 – $110,000',
    vetting: [DIRECT, NO_SALARY],
  }),
  boardPosting(9006, {
    title: 'Statistician',
    matchScore: 70,
    salaryRange: { min: 85_000, max: 95_000, currency: 'USD', period: 'year' },
    postedAt: daysAgo(12),
    vetting: [DIRECT, SALARY_PUBLISHED],
  }),
  boardPosting(9007, {
    title: 'Junior Data Scientist',
    matchScore: 66,
    source: 'lever',
    url: 'https://jobs.lever.co/northwind/9007',
    employmentType: null,
    postedAt: daysAgo(40),
    vetting: [],
  }),
];

/** Twelve boards with 3,456 open postings, last read five minutes before the request. */
function boardCatalogue(): JobCatalogue {
  return {
    kind: 'boards',
    boards: 12,
    openPostings: 3456,
    refreshedAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  };
}

/** Answers the matches and the catalogue as if boards were followed: BOARD_MATCHES from twelve boards. */
export async function serveBoardPostings(page: Page) {
  await page.route('/api/jobs/matches', (route) => route.fulfill({ json: BOARD_MATCHES }));
  await page.route('/api/jobs/catalogue', (route) => route.fulfill({ json: boardCatalogue() }));
}
