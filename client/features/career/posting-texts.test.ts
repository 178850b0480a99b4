import { describe, expect, it } from 'vitest';
import {
  catalogueText,
  externalHref,
  postingLinkText,
  salaryText,
  timeAgo,
  workTypeText,
} from './posting-texts.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('timeAgo', () => {
  it('says how long ago', () => {
    expect(timeAgo('2026-11-21T12:00:00Z', NOW)).toBe('3 days ago');
    expect(timeAgo('2026-11-24T11:55:00Z', NOW)).toBe('5 minutes ago');
  });

  it('reads a time slightly ahead of this clock as just now', () => {
    expect(timeAgo('2026-11-24T12:02:00Z', NOW)).toBe('less than a minute ago');
  });
});

describe('catalogueText', () => {
  it('says when matches come from the sample catalogue', () => {
    expect(catalogueText({ kind: 'sample', boards: 0, openPostings: 2400, refreshedAt: null }, NOW)).toBe(
      'Sample postings: no employer job boards are followed yet.',
    );
  });

  it('says how many postings on how many boards, and when they were read', () => {
    expect(
      catalogueText(
        { kind: 'boards', boards: 12, openPostings: 3456, refreshedAt: '2026-11-24T11:00:00Z' },
        NOW,
      ),
    ).toBe('From 3,456 open postings on 12 employer job boards, refreshed about 1 hour ago');
    expect(
      catalogueText({ kind: 'boards', boards: 1, openPostings: 1, refreshedAt: '2026-11-24T11:58:00Z' }, NOW),
    ).toBe('From 1 open posting on 1 employer job board, refreshed 2 minutes ago');
  });

  it('says the boards are being read before the first refresh', () => {
    expect(catalogueText({ kind: 'boards', boards: 3, openPostings: 0, refreshedAt: null }, NOW)).toBe(
      'Reading 3 employer job boards — matches appear after the first refresh.',
    );
  });
});

describe('salaryText', () => {
  it('prefers the published range, then the label, then Competitive', () => {
    const range = { min: 95_000, max: 120_000, currency: 'USD', period: 'year' } as const;
    expect(salaryText({ salaryRange: range, salary: 'ignored' })).toBe('$95,000 – $120,000 a year');
    expect(salaryText({ salaryRange: null, salary: '$95,000 – $120,000' })).toBe('$95,000 – $120,000');
    expect(salaryText({ salaryRange: null, salary: '' })).toBe('Competitive');
    expect(
      salaryText({ salaryRange: { min: null, max: null, currency: 'USD', period: null }, salary: '' }),
    ).toBe('Competitive');
  });
});

describe('postingLinkText', () => {
  it("names the company's site, or says View posting when the name is missing or long", () => {
    expect(postingLinkText(' Notion ')).toBe("View on Notion's site");
    expect(postingLinkText('')).toBe('View posting');
    expect(postingLinkText('The Extremely Long Company Name Holdings International')).toBe('View posting');
  });
});

describe('externalHref', () => {
  it('keeps web addresses and refuses scripts, data and missing addresses', () => {
    expect(externalHref('https://boards.greenhouse.io/acme/jobs/1')).toBe(
      'https://boards.greenhouse.io/acme/jobs/1',
    );
    expect(externalHref('http://jobs.example.com/2')).toBe('http://jobs.example.com/2');
    expect(externalHref('javascript:alert(1)')).toBeNull();
    expect(externalHref('data:text/html,hi')).toBeNull();
    expect(externalHref('not a url')).toBeNull();
    expect(externalHref(null)).toBeNull();
  });
});

describe('workTypeText', () => {
  it('names the work type unless the location already does', () => {
    expect(workTypeText({ workType: 'hybrid', location: 'Austin, TX' })).toBe('Hybrid');
    expect(workTypeText({ workType: 'remote', location: 'San Francisco, CA' })).toBe('Remote');
    expect(workTypeText({ workType: 'remote', location: 'Remote' })).toBeNull();
  });
});
