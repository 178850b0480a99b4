import type { JobMatch, SalaryRange } from '#common/api/jobs.ts';
import { POSTING_SOURCES, type PostingSourceName } from '#common/jobs.ts';
import { formatSalaryRange } from '#common/salary.ts';
import type { jobs } from '#server/db/schema/index.ts';
import { boardKey, type VettingContext } from './posting-repository.ts';
import { vettingFlags } from './vetting/flags.ts';

type PostingRow = typeof jobs.$inferSelect;

/** What the matches read selects of a posting and its match. */
export type MatchRow = Pick<
  PostingRow,
  | 'id'
  | 'title'
  | 'company'
  | 'location'
  | 'workType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'employmentType'
  | 'requirements'
  | 'description'
  | 'source'
  | 'board'
  | 'url'
  | 'postedAt'
  | 'firstSeenAt'
  | 'sourceUpdatedAt'
  | 'closedAt'
  | 'scamSignals'
  | 'repostedAfterDays'
> & { matchScore: number; reason: string; isApplied: boolean };

const isSource = (source: string): source is PostingSourceName =>
  (POSTING_SOURCES as readonly string[]).includes(source);

/** A source name as stored; an unknown one (a retired importer) reads as a board of unknown kind, never a sample. */
export const sourceName = (source: string): PostingSourceName => (isSource(source) ? source : 'greenhouse');

export function salaryRangeOf(
  row: Pick<PostingRow, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): SalaryRange | null {
  if (row.salaryMin === null && row.salaryMax === null) return null;
  return { min: row.salaryMin, max: row.salaryMax, currency: row.salaryCurrency, period: row.salaryPeriod };
}

/** The published pay as a reader writes it; empty when there is none (shown as 'Competitive'). */
export function salaryText(
  row: Pick<PostingRow, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): string {
  const range = salaryRangeOf(row);
  return range ? (formatSalaryRange(range) ?? '') : '';
}

export function toJobMatch(row: MatchRow, context: VettingContext, now: Date): JobMatch {
  const source = sourceName(row.source);
  const salaryRange = salaryRangeOf(row);
  const repeats = context.duplicates.get(row.id);
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    workType: row.workType,
    salary: salaryText(row),
    salaryRange,
    employmentType: row.employmentType,
    requirements: row.requirements,
    description: row.description,
    matchScore: row.matchScore,
    reason: row.reason,
    isApplied: row.isApplied,
    source,
    url: row.url,
    postedAt: row.postedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    vetting: vettingFlags(
      {
        source,
        company: row.company,
        postedAt: row.postedAt,
        firstSeenAt: row.firstSeenAt,
        sourceUpdatedAt: row.sourceUpdatedAt,
        closedAt: row.closedAt,
        salaryRange,
        scamSignals: row.scamSignals,
        repostedAfterDays: row.repostedAfterDays,
        duplicates: {
          locations: [...new Set(repeats?.locations ?? [])].filter((place) => place !== row.location),
          sources: [...new Set((repeats?.sources ?? []).map(sourceName))].filter((other) => other !== source),
        },
        companyActivity: context.activity.get(boardKey(row)) ?? null,
      },
      now,
    ),
  };
}
