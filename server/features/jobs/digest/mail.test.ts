import { describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import { digestMail, digestSubject } from './mail.ts';
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

const links = {
  matches: 'https://app.example/career',
  settings: 'https://app.example/dashboard',
  unsubscribe: 'https://app.example/unsubscribe?token=t',
};

describe('the morning e-mail', () => {
  it('names the first job in the subject and counts the rest', () => {
    expect(digestSubject([pick('Product Designer', 'Acme')])).toBe(
      'A new job for you: Product Designer at Acme',
    );
    expect(digestSubject([pick('Product Designer', 'Acme'), pick('UX Writer', 'Initech')])).toBe(
      '2 new jobs for you: Product Designer at Acme and 1 more',
    );
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
      firstName: 'Jane',
      email: 'jane@example.com',
      links,
    });
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
