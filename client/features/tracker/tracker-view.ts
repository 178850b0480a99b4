import type { ApplicationSummary } from '#common/api/tracker.ts';
import { APPLICATION_STAGES, APPLIED_STAGES, type ApplicationStage } from '#common/tracker.ts';

export type StageGroups = Record<ApplicationStage, ApplicationSummary[]>;

const newestStageChangeFirst = (a: ApplicationSummary, b: ApplicationSummary) =>
  b.stageChangedAt.localeCompare(a.stageChangedAt) || b.id - a.id;

/** Each stage's applications, the latest to enter it first. */
export function groupByStage(applications: readonly ApplicationSummary[]): StageGroups {
  const groups = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, []])) as unknown as StageGroups;
  for (const application of applications) groups[application.stage]?.push(application);
  for (const stage of APPLICATION_STAGES) groups[stage].sort(newestStageChangeFirst);
  return groups;
}

export function stageCounts(applications: readonly ApplicationSummary[]): Record<ApplicationStage, number> {
  const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<
    ApplicationStage,
    number
  >;
  for (const { stage } of applications) if (stage in counts) counts[stage] += 1;
  return counts;
}

/**
 * The applications with one moved to a stage, as the server will answer: it enters the stage now, and reaching a
 * stage that means it was sent dates the application the first time.
 */
export function withStage(
  applications: readonly ApplicationSummary[],
  id: number,
  stage: ApplicationStage,
  now: Date,
): ApplicationSummary[] {
  const at = now.toISOString();
  return applications.map((application) =>
    application.id !== id || application.stage === stage
      ? application
      : {
          ...application,
          stage,
          stageChangedAt: at,
          updatedAt: at,
          appliedAt: application.appliedAt ?? (APPLIED_STAGES.includes(stage) ? at : null),
        },
  );
}

/** The columns the list sorts by, as its headers name them. */
export const SORT_KEYS = ['title', 'company', 'stage', 'appliedAt', 'nextStepDue', 'updatedAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_KEY_LABELS: Record<SortKey, string> = {
  title: 'Job title',
  company: 'Company',
  stage: 'Stage',
  appliedAt: 'Applied',
  nextStepDue: 'Next step due',
  updatedAt: 'Last updated',
};

export type SortDirection = 'ascending' | 'descending';
export type ListSort = { key: SortKey; direction: SortDirection };

export const DEFAULT_SORT: ListSort = { key: 'updatedAt', direction: 'descending' };

/** Dates and names start where a reader expects: the latest dates first, names from A. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  title: 'ascending',
  company: 'ascending',
  stage: 'ascending',
  appliedAt: 'descending',
  nextStepDue: 'ascending',
  updatedAt: 'descending',
};

/** The sort after a click on a column's header: the other direction on the same column, else the column's first. */
export function nextSort(current: ListSort, key: SortKey): ListSort {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function sortValue(application: ApplicationSummary, key: SortKey): string | number | null {
  if (key === 'stage') return APPLICATION_STAGES.indexOf(application.stage);
  const value = application[key];
  return value === '' ? null : value;
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** Sorted by one column; what has no value there (no date applied, no due date) comes last either way. */
export function sortApplications(
  applications: readonly ApplicationSummary[],
  { key, direction }: ListSort,
): ApplicationSummary[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...applications].sort((a, b) => {
    const first = sortValue(a, key);
    const second = sortValue(b, key);
    if (first === null || second === null) {
      return first === second ? b.id - a.id : first === null ? 1 : -1;
    }
    return sign * compareValues(first, second) || b.id - a.id;
  });
}

export type ListFilters = {
  stage: ApplicationStage | 'all';
  /** Words looked for in the title, company and location. */
  text: string;
  /** Only those whose next step is due today or overdue. */
  dueOnly: boolean;
};

export const NO_FILTERS: ListFilters = { stage: 'all', text: '', dueOnly: false };

export function isFiltering(filters: ListFilters): boolean {
  return filters.stage !== 'all' || filters.text.trim() !== '' || filters.dueOnly;
}

export type DueStatus = 'overdue' | 'today' | 'upcoming';

/** Where a next step's due date stands against today (both YYYY-MM-DD); null without a due date. */
export function dueStatus(nextStepDue: string | null, today: string): DueStatus | null {
  if (nextStepDue === null) return null;
  if (nextStepDue < today) return 'overdue';
  return nextStepDue === today ? 'today' : 'upcoming';
}

/** The applications that pass every filter; `today` (YYYY-MM-DD, the user's date) decides what is due. */
export function filterApplications(
  applications: readonly ApplicationSummary[],
  filters: ListFilters,
  today: string,
): ApplicationSummary[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return applications.filter((application) => {
    if (filters.stage !== 'all' && application.stage !== filters.stage) return false;
    if (filters.dueOnly && !['overdue', 'today'].includes(dueStatus(application.nextStepDue, today) ?? '')) {
      return false;
    }
    const searched = `${application.title} ${application.company} ${application.location}`.toLowerCase();
    return words.every((word) => searched.includes(word));
  });
}

/** "Data Analyst at Acme": how an application is named to a screen reader and in messages. */
export function applicationName({ title, company }: { title: string; company: string }): string {
  return company ? `${title} at ${company}` : title;
}
