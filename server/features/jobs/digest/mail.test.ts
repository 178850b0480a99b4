import { describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import { type DigestReminders, digestMail, digestSubject } from './mail.ts';
import { jobMatch } from './testing.ts';

const pick = (title: string, company: string, overrides: Partial<JobMatch> = {}): JobMatch =>
  jobMatch({
    title,
    company,
    location: 'Berlin, Germany',
    workType: 'hybrid',
    matchScore: 92,
    reason: 'The role you want',
    ...overrides,
  });

const NO_REMINDERS: DigestReminders = { dueToday: [], overdue: [], followUps: [] };

const nextStep = (title: string, step: string, due: string) => ({
  applicationId: 1,
  title,
  company: 'Acme',
  stage: 'interviewing' as const,
  nextStep: step,
  nextStepDue: due,
});

const REMINDERS: DigestReminders = {
  dueToday: [nextStep('Data Analyst', 'Send the <portfolio>', '2026-11-24')],
  overdue: [nextStep('BI Developer', '', '2026-11-20')],
  followUps: [
    {
      applicationId: 3,
      title: 'Analyst',
      company: 'Initech',
      appliedSince: '2026-11-10T09:00:00.000Z',
      days: 14,
    },
  ],
};

const links = {
  matches: 'https://app.example/career',
  applications: 'https://app.example/applications',
  settings: 'https://app.example/dashboard',
  unsubscribe: 'https://app.example/unsubscribe?token=t',
};

describe('the morning e-mail', () => {
  it('names the first job in the subject and counts the rest', () => {
    expect(digestSubject([pick('Product Designer', 'Acme')], NO_REMINDERS)).toBe(
      'A new job for you: Product Designer at Acme',
    );
    expect(
      digestSubject([pick('Product Designer', 'Acme'), pick('UX Writer', 'Initech')], NO_REMINDERS),
    ).toBe('2 new jobs for you: Product Designer at Acme and 1 more');
  });

  it('says in the subject what reminders it holds, with jobs or alone', () => {
    expect(digestSubject([pick('Product Designer', 'Acme')], REMINDERS)).toBe(
      'A new job for you: Product Designer at Acme, plus 3 application reminders',
    );
    expect(digestSubject([], REMINDERS)).toBe('Your applications: 1 due today, 1 overdue and 1 to follow up');
    expect(digestSubject([], { ...NO_REMINDERS, followUps: REMINDERS.followUps })).toBe(
      'Your applications: 1 to follow up',
    );
    expect(() => digestSubject([], NO_REMINDERS)).toThrow();
  });

  it('lists the reminders in both parts, with a link to the applications, and no jobs section without jobs', () => {
    const content = digestMail({
      picks: [],
      reminders: REMINDERS,
      firstName: 'Jane',
      email: 'jane@example.com',
      links,
    });
    expect(content.subject).toBe('Your applications: 1 due today, 1 overdue and 1 to follow up');
    expect(content.text).toContain('In your applications: 1 due today, 1 overdue and 1 to follow up.');
    expect(content.text).toContain('* Due today\n  Send the <portfolio>: Data Analyst at Acme');
    expect(content.text).toContain('* Overdue\n  Next step: BI Developer at Acme (due Nov 20)');
    expect(content.text).toContain('* Time to follow up\n  Analyst at Initech: 14 days in Applied');
    expect(content.text).toContain('Open your applications:\nhttps://app.example/applications');
    expect(content.text).not.toContain('See all your matches');
    expect(content.html).toContain('Send the &lt;portfolio&gt;: Data Analyst at Acme');
    expect(content.html).toContain('href="https://app.example/applications"');
    expect(content.html).toContain('14 days in Applied');
  });

  it('lists five reminders of a kind and counts the rest', () => {
    const overdue = Array.from({ length: 7 }, (_, index) => nextStep(`Role ${index}`, 'Call', '2026-11-01'));
    const content = digestMail({
      picks: [pick('Analyst', 'Initech')],
      reminders: { ...NO_REMINDERS, overdue },
      firstName: null,
      email: 'jane@example.com',
      links,
    });
    expect(content.text).toContain('Role 4 at Acme (due Nov 1)\n  and 2 more');
    expect(content.text).not.toContain('Role 5');
    expect(content.text).toContain('See all your matches');
  });

  it('shows the pay only when published, and escapes what postings say in the HTML part', () => {
    const content = digestMail({
      picks: [
        pick('R&D <Lead>', 'Acme', {
          salaryRange: { min: 95_000, max: 120_000, currency: 'EUR', period: 'year' },
          vetting: [{ kind: 'fresh', tone: 'good', label: 'Posted today', detail: '' }],
        }),
        pick('Analyst', 'Initech', { location: 'Remote', workType: 'remote' }),
      ],
      reminders: NO_REMINDERS,
      firstName: 'Jane',
      email: 'jane@example.com',
      links,
    });
    expect(content.text).not.toContain('In your applications');
    expect(content.text).toContain(
      'Acme · Berlin, Germany · Hybrid\n  €95,000 – €120,000 a year\n  92% match',
    );
    expect(content.text).toContain('Initech · Remote\n  92% match');
    expect(content.text).toContain('[Posted today]');
    expect(content.html).toContain('R&amp;D &lt;Lead&gt;');
    expect(content.html).not.toContain('<Lead>');
    expect(content.text).toContain('Unsubscribe: https://app.example/unsubscribe?token=t');
  });
});

describe('the morning e-mail, with what a posting or a person wrote', () => {
  const hostileTitle = 'Engineer\r\n\r\nYour account is locked: visit evil.example/unlock\r\n';
  const endlessCompany = 'Initech '.repeat(2_000);
  const content = digestMail({
    picks: [
      pick(hostileTitle, endlessCompany, { location: 'Berlin\u2028Germany', reason: `Close\rto\u0000 you` }),
      pick('Analyst', 'Acme'),
    ],
    reminders: {
      ...NO_REMINDERS,
      dueToday: [{ ...nextStep(hostileTitle, 'Call\nback', '2026-11-24'), company: endlessCompany }],
    },
    firstName: 'Jane',
    email: 'jane@example.com',
    links,
  });

  it('keeps each title, company and line on one short line, and the subject whole to its end', () => {
    expect(content.subject.startsWith('2 new jobs for you: Engineer Your account is locked: visit')).toBe(
      true,
    );
    expect(content.subject.endsWith('… and 1 more, plus 1 application reminder')).toBe(true);
    expect(content.subject.length).toBeLessThanOrEqual(250);
    expect(content.text).not.toMatch(/\n\s*Your account is locked/);
    expect(content.text).toContain('* Engineer Your account is locked: visit evil.example/unlock\n');
    expect(content.text).toContain(' · Berlin Germany · Hybrid\n');
    expect(content.text).toContain('92% match: Close to you');
    expect(content.text).toContain('Call back: Engineer Your account is locked');
    for (const line of content.text.split('\n')) expect(line.length).toBeLessThanOrEqual(300);
  });
});
