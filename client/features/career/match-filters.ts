import type { JobMatch } from '#common/api/jobs.ts';

export const POSTED_WITHIN_CHOICES = ['any', '1', '7', '30'] as const;
export type PostedWithin = (typeof POSTED_WITHIN_CHOICES)[number];

export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  any: 'Any time',
  '1': '1 day',
  '7': '7 days',
  '30': '30 days',
};

export type MatchFilters = {
  remoteOnly: boolean;
  salaryPublished: boolean;
  postedWithin: PostedWithin;
};

export const NO_FILTERS: MatchFilters = { remoteOnly: false, salaryPublished: false, postedWithin: 'any' };

const DAY_MS = 24 * 60 * 60 * 1000;

export function isFiltering(filters: MatchFilters): boolean {
  return filters.remoteOnly || filters.salaryPublished || filters.postedWithin !== 'any';
}

/** The matches that pass every filter, in their order; `now` is when "posted within" counts back from. */
export function filterMatches(matches: readonly JobMatch[], filters: MatchFilters, now: number): JobMatch[] {
  const postedSince = filters.postedWithin === 'any' ? null : now - Number(filters.postedWithin) * DAY_MS;
  return matches.filter(
    (match) =>
      (!filters.remoteOnly || match.workType === 'remote') &&
      (!filters.salaryPublished || match.salaryRange !== null) &&
      (postedSince === null || Date.parse(match.postedAt) >= postedSince),
  );
}
