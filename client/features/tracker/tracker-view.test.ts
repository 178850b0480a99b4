import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import {
  DEFAULT_SORT,
  dueStatus,
  filterApplications,
  groupByStage,
  isFiltering,
  NO_FILTERS,
  nextSort,
  sortApplications,
  stageCounts,
  withStage,
} from './tracker-view.ts';

function application(overrides: Partial<ApplicationSummary> & { id: number }): ApplicationSummary {
  return {
    stage: 'saved',
    title: 'Data Analyst',
    company: 'Acme',
    location: '',
    salary: '',
    url: null,
    nextStep: '',
    nextStepDue: null,
    jobId: null,
    appliedAt: null,
    stageChangedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    roundCount: 0,
    nextRoundAt: null,
    ...overrides,
  };
}

const ids = (applications: readonly ApplicationSummary[]) => applications.map(({ id }) => id);

describe('groupByStage', () => {
  it('puts each application in its stage, the latest to enter it first, and every stage is there', () => {
    const groups = groupByStage([
      application({ id: 1, stage: 'applied', stageChangedAt: '2026-11-02T00:00:00.000Z' }),
      application({ id: 2, stage: 'applied', stageChangedAt: '2026-11-05T00:00:00.000Z' }),
      application({ id: 3, stage: 'offer' }),
    ]);
    expect(ids(groups.applied)).toEqual([2, 1]);
    expect(ids(groups.offer)).toEqual([3]);
    expect(Object.keys(groups)).toEqual([
      'saved',
      'applied',
      'screening',
      'interviewing',
      'offer',
      'rejected',
      'withdrawn',
    ]);
    expect(groups.saved).toEqual([]);
  });
});

describe('stageCounts', () => {
  it('counts each stage, zero where there is none', () => {
    const counts = stageCounts([
      application({ id: 1, stage: 'applied' }),
      application({ id: 2, stage: 'applied' }),
      application({ id: 3, stage: 'rejected' }),
    ]);
    expect(counts).toMatchObject({ applied: 2, rejected: 1, saved: 0, offer: 0 });
  });
});

describe('withStage', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');

  it('moves one application: it enters the stage now and is dated applied the first time it is sent', () => {
    const [moved, other] = withStage([application({ id: 1 }), application({ id: 2 })], 1, 'applied', now);
    expect(moved).toMatchObject({
      stage: 'applied',
      stageChangedAt: now.toISOString(),
      appliedAt: now.toISOString(),
    });
    expect(other).toMatchObject({ stage: 'saved', appliedAt: null });
  });

  it('keeps the first date applied, and Withdrawn does not date it', () => {
    const [kept] = withStage(
      [application({ id: 1, stage: 'applied', appliedAt: '2026-11-01T00:00:00.000Z' })],
      1,
      'interviewing',
      now,
    );
    expect(kept?.appliedAt).toBe('2026-11-01T00:00:00.000Z');
    const [withdrawn] = withStage([application({ id: 1 })], 1, 'withdrawn', now);
    expect(withdrawn?.appliedAt).toBeNull();
  });

  it('leaves an application already in the stage as it is', () => {
    const same = application({ id: 1, stage: 'offer' });
    expect(withStage([same], 1, 'offer', now)[0]).toBe(same);
  });
});

describe('sortApplications', () => {
  const list = [
    application({ id: 1, title: 'b analyst', stage: 'offer', nextStepDue: '2026-11-10' }),
    application({ id: 2, title: 'A engineer', stage: 'saved', nextStepDue: null }),
    application({ id: 3, title: 'C designer', stage: 'applied', nextStepDue: '2026-11-03' }),
  ];

  it('sorts names whatever their case, and stages in board order', () => {
    expect(ids(sortApplications(list, { key: 'title', direction: 'ascending' }))).toEqual([2, 1, 3]);
    expect(ids(sortApplications(list, { key: 'stage', direction: 'ascending' }))).toEqual([2, 3, 1]);
    expect(ids(sortApplications(list, { key: 'stage', direction: 'descending' }))).toEqual([1, 3, 2]);
  });

  it('puts what has no value last in either direction', () => {
    expect(ids(sortApplications(list, { key: 'nextStepDue', direction: 'ascending' }))).toEqual([3, 1, 2]);
    expect(ids(sortApplications(list, { key: 'nextStepDue', direction: 'descending' }))).toEqual([1, 3, 2]);
  });

  it('does not change the list it is given', () => {
    sortApplications(list, DEFAULT_SORT);
    expect(ids(list)).toEqual([1, 2, 3]);
  });
});

describe('nextSort', () => {
  it('turns the direction on the same column, and starts a new column where a reader expects', () => {
    expect(nextSort(DEFAULT_SORT, 'updatedAt')).toEqual({ key: 'updatedAt', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'company')).toEqual({ key: 'company', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'appliedAt')).toEqual({ key: 'appliedAt', direction: 'descending' });
  });
});

describe('dueStatus', () => {
  it('tells overdue, today and upcoming apart', () => {
    expect(dueStatus('2026-11-19', '2026-11-20')).toBe('overdue');
    expect(dueStatus('2026-11-20', '2026-11-20')).toBe('today');
    expect(dueStatus('2026-11-21', '2026-11-20')).toBe('upcoming');
    expect(dueStatus(null, '2026-11-20')).toBeNull();
  });
});

describe('filterApplications', () => {
  const today = '2026-11-20';
  const list = [
    application({
      id: 1,
      stage: 'applied',
      company: 'Acme Corp',
      location: 'Berlin',
      nextStepDue: '2026-11-19',
    }),
    application({ id: 2, stage: 'applied', title: 'Designer', company: 'Globex', nextStepDue: '2026-11-20' }),
    application({ id: 3, stage: 'offer', company: 'Initech', nextStepDue: '2026-11-25' }),
  ];

  it('keeps everything without filters', () => {
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(ids(filterApplications(list, NO_FILTERS, today))).toEqual([1, 2, 3]);
  });

  it('filters by stage', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, stage: 'offer' }, today))).toEqual([3]);
  });

  it('finds every word, whatever its case, in the title, company or location', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, text: 'analyst BERLIN' }, today))).toEqual([1]);
    expect(ids(filterApplications(list, { ...NO_FILTERS, text: '  globex ' }, today))).toEqual([2]);
    expect(filterApplications(list, { ...NO_FILTERS, text: 'nowhere' }, today)).toEqual([]);
  });

  it('keeps only next steps due today or overdue', () => {
    const filters = { ...NO_FILTERS, dueOnly: true };
    expect(isFiltering(filters)).toBe(true);
    expect(ids(filterApplications(list, filters, today))).toEqual([1, 2]);
  });
});
