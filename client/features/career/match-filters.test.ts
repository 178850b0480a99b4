import { describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import { filterMatches, isFiltering, type MatchFilters, NO_FILTERS } from './match-filters.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function match(id: number, fields: Partial<JobMatch>): JobMatch {
  return {
    id,
    title: 'Data Scientist',
    company: 'Acme',
    location: 'Austin, TX',
    workType: 'onsite',
    salary: '',
    requirements: [],
    description: '',
    matchScore: 80,
    reason: '',
    isApplied: false,
    salaryRange: null,
    employmentType: null,
    source: 'sample',
    url: null,
    postedAt: new Date(NOW - 10 * DAY_MS).toISOString(),
    closedAt: null,
    vetting: [],
    ...fields,
  };
}

const PAID = { min: 90_000, max: 110_000, currency: 'USD', period: 'year' } as const;
const MATCHES = [
  match(1, {
    workType: 'remote',
    salaryRange: PAID,
    postedAt: new Date(NOW - 2 * 60 * 60 * 1000).toISOString(),
  }),
  match(2, { workType: 'remote', postedAt: new Date(NOW - 5 * DAY_MS).toISOString() }),
  match(3, { workType: 'hybrid', salaryRange: PAID, postedAt: new Date(NOW - 20 * DAY_MS).toISOString() }),
  match(4, {
    workType: 'onsite',
    salary: '$90,000 – $110,000',
    postedAt: new Date(NOW - 40 * DAY_MS).toISOString(),
  }),
];

function ids(filters: Partial<MatchFilters>): number[] {
  return filterMatches(MATCHES, { ...NO_FILTERS, ...filters }, NOW).map((kept) => kept.id);
}

describe('filterMatches', () => {
  it('keeps every match, in order, with no filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('keeps remote work only', () => {
    expect(ids({ remoteOnly: true })).toEqual([1, 2]);
  });

  it('keeps matches whose posting publishes a salary range, not those with only a label', () => {
    expect(ids({ salaryPublished: true })).toEqual([1, 3]);
  });

  it('keeps matches posted within the chosen number of days', () => {
    expect(ids({ postedWithin: '1' })).toEqual([1]);
    expect(ids({ postedWithin: '7' })).toEqual([1, 2]);
    expect(ids({ postedWithin: '30' })).toEqual([1, 2, 3]);
  });

  it('counts a posting exactly on the boundary as within it', () => {
    const onTheDay = match(5, { postedAt: new Date(NOW - 7 * DAY_MS).toISOString() });
    expect(filterMatches([onTheDay], { ...NO_FILTERS, postedWithin: '7' }, NOW)).toEqual([onTheDay]);
  });

  it('applies every filter together, and may leave nothing', () => {
    expect(ids({ remoteOnly: true, salaryPublished: true, postedWithin: '7' })).toEqual([1]);
    expect(ids({ remoteOnly: true, salaryPublished: true, postedWithin: '30' })).toEqual([1]);
    expect(ids({ salaryPublished: true, postedWithin: '1', remoteOnly: false })).toEqual([1]);
    expect(filterMatches(MATCHES.slice(1), { ...NO_FILTERS, postedWithin: '1' }, NOW)).toEqual([]);
  });
});

describe('isFiltering', () => {
  it('is false only when no filter is set', () => {
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, remoteOnly: true })).toBe(true);
    expect(isFiltering({ ...NO_FILTERS, salaryPublished: true })).toBe(true);
    expect(isFiltering({ ...NO_FILTERS, postedWithin: '30' })).toBe(true);
  });
});
