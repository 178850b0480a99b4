import { describe, expect, it } from 'vitest';
import type { JobMatch, VettingFlag } from '#common/api/jobs.ts';
import { choosePicks } from './picks.ts';
import { jobMatch } from './testing.ts';

const flag = (kind: VettingFlag['kind'], tone: VettingFlag['tone']): VettingFlag => ({
  kind,
  tone,
  label: kind,
  detail: kind,
});

const match = (id: number, overrides: Partial<JobMatch> = {}): JobMatch =>
  jobMatch({ id, vetting: [flag('direct-from-employer', 'good')], ...overrides });

const ids = (picks: JobMatch[]) => picks.map((pick) => pick.id);

describe('choosePicks', () => {
  it('keeps the best in order, up to the count', () => {
    const matches = [1, 2, 3, 4, 5, 6].map((id) => match(id));
    expect(ids(choosePicks(matches, { minMatch: 70, pickCount: 4 }, new Set()))).toEqual([1, 2, 3, 4]);
  });

  it('leaves out scam signals, listings open 90 days or more, applications, closed postings, weak matches and jobs sent before', () => {
    const matches = [
      match(1, { vetting: [flag('fee-requested', 'warning')] }),
      match(2, { vetting: [flag('pay-above-range', 'warning')] }),
      match(3, { vetting: [flag('open-long', 'caution')] }),
      match(4, { isApplied: true }),
      match(5, { closedAt: '2026-11-21T00:00:00.000Z' }),
      match(6, { matchScore: 69 }),
      match(7),
      match(8, { vetting: [flag('reposted', 'caution'), flag('no-salary', 'caution')] }),
      match(9),
    ];
    expect(ids(choosePicks(matches, { minMatch: 70, pickCount: 5 }, new Set([7])))).toEqual([8, 9]);
  });

  it('picks nothing when nothing is good enough', () => {
    expect(choosePicks([match(1, { matchScore: 60 })], { minMatch: 70, pickCount: 3 }, new Set())).toEqual(
      [],
    );
  });
});
