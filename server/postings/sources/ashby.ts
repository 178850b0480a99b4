import {
  apiUrl,
  arrayAt,
  type BoardPosting,
  companyFromSlug,
  currencyCode,
  descriptionOf,
  descriptionOfHtml,
  employmentTypeOf,
  htmlOrPlainText,
  type ImportedPosting,
  isoDate,
  joinDistinct,
  numberAt,
  objectAt,
  type PostingSalary,
  pageUrl,
  salaryOf,
  salaryPeriod,
  stringAt,
  textAt,
  type Workplace,
  withWorkplace,
  workplaceOf,
} from '../posting.ts';
import { PASTE_INSTEAD, PostingFetchError } from '../posting-fetch-error.ts';
import { toSafeHtml } from '../safe-html.ts';
import { boardNameIn, noPosting, UUID } from './source.ts';

export type AshbyJobRef = { board: string; jobId: string };

/** The board and job of an Ashby address: jobs.ashbyhq.com/{board}/{id}, its /application page included. */
export function recogniseAshbyUrl(url: URL): AshbyJobRef | null {
  if (url.hostname !== 'jobs.ashbyhq.com') return null;
  const [board, jobId] = url.pathname.split('/').filter(Boolean);
  const boardName = boardNameIn(board);
  return boardName && jobId && UUID.test(jobId) ? { board: boardName, jobId: jobId.toLowerCase() } : null;
}

export function ashbyBoardApiUrl(base: string, board: string): string {
  return apiUrl(base, ['posting-api', 'job-board', board], 'includeCompensation=true');
}

function ashbyWorkplace(job: Record<string, unknown>): 'remote' | 'hybrid' | null {
  const workplace = textAt(job.workplaceType).toLowerCase();
  if (workplace === 'remote' || job.isRemote === true) return 'remote';
  return workplace === 'hybrid' ? 'hybrid' : null;
}

/** The salary components of the summary, else of every tier: their span in the first one's currency and period. */
function ashbySalary(compensation: Record<string, unknown>): PostingSalary | null {
  const summary = arrayAt(compensation.summaryComponents);
  const tiers = arrayAt(compensation.compensationTiers).flatMap((tier) => arrayAt(objectAt(tier).components));
  const salaries = (summary.length > 0 ? summary : tiers)
    .map(objectAt)
    .filter((component) => textAt(component.compensationType).toLowerCase() === 'salary');
  const first = salaries[0];
  if (!first) return null;
  const currency = currencyCode(first.currencyCode);
  const alike = salaries.filter(
    (component) => currencyCode(component.currencyCode) === currency && component.interval === first.interval,
  );
  const mins = alike.map((component) => numberAt(component.minValue)).filter((value) => value !== null);
  const maxes = alike.map((component) => numberAt(component.maxValue)).filter((value) => value !== null);
  return salaryOf(
    mins.length > 0 ? Math.min(...mins) : null,
    maxes.length > 0 ? Math.max(...maxes) : null,
    currency,
    salaryPeriod(first.interval),
  );
}

/** One job of Ashby's posting API board (GET /posting-api/job-board/{board}?includeCompensation=true, `jobs[]`). */
export function normaliseAshbyJob(json: unknown, board: string, fallbackUrl: string): ImportedPosting {
  const job = objectAt(json);
  const title = textAt(job.title);
  if (!title) throw noPosting(`Ashby did not return a job posting for that address. ${PASTE_INSTEAD}`);
  const secondary = arrayAt(job.secondaryLocations).map((entry) => textAt(objectAt(entry).location));
  const descriptionHtml = stringAt(job.descriptionHtml);
  return {
    title,
    company: companyFromSlug(board),
    location: withWorkplace(joinDistinct([textAt(job.location), ...secondary]), ashbyWorkplace(job)),
    descriptionText: descriptionHtml.trim()
      ? descriptionOfHtml(descriptionHtml)
      : descriptionOf(stringAt(job.descriptionPlain)),
    url: pageUrl(job.jobUrl, fallbackUrl),
    source: 'ashby',
    sourceId: textAt(job.id) || null,
    employmentType: employmentTypeOf(job.employmentType),
    datePosted: isoDate(job.publishedAt),
    salary: ashbySalary(objectAt(job.compensation)),
  };
}

/** A job's own page on Ashby, for a listing that does not give it. */
export function ashbyJobPageUrl(board: string, jobId: string): string {
  return `https://jobs.ashbyhq.com/${encodeURIComponent(board)}/${encodeURIComponent(jobId)}`;
}

function ashbyBoardWorkplace(job: Record<string, unknown>): Workplace | null {
  return workplaceOf(job.workplaceType) ?? (job.isRemote === true ? 'remote' : null);
}

/**
 * One item of an Ashby board's `jobs` as a board posting; null when it has no id or title, or the board keeps it
 * off its listing (isListed false).
 */
export function ashbyBoardPosting(json: unknown, board: string): BoardPosting | null {
  const job = objectAt(json);
  const sourceId = textAt(job.id);
  if (!sourceId || !textAt(job.title) || job.isListed === false) return null;
  const imported = normaliseAshbyJob(job, board, ashbyJobPageUrl(board, sourceId));
  const secondary = arrayAt(job.secondaryLocations).map((entry) => textAt(objectAt(entry).location));
  return {
    ...imported,
    source: 'ashby',
    sourceId,
    board,
    department: textAt(job.department) || textAt(job.team) || null,
    workplace: ashbyBoardWorkplace(job),
    locations: [...new Set([textAt(job.location), ...secondary].filter(Boolean))],
    descriptionHtml: toSafeHtml(htmlOrPlainText(job.descriptionHtml, job.descriptionPlain)),
    updatedAt: isoDate(job.updatedAt),
  };
}

/** Ashby answers for a whole board; the job is picked from it, and one that is not there has been taken down. */
export function ashbyJobOnBoard(json: unknown, jobRef: AshbyJobRef, fallbackUrl: string): ImportedPosting {
  const board = objectAt(json);
  if (!Array.isArray(board.jobs))
    throw noPosting(`Ashby did not return the job board of that address. ${PASTE_INSTEAD}`);
  const job = board.jobs.find((entry) => textAt(objectAt(entry).id).toLowerCase() === jobRef.jobId);
  if (!job)
    throw new PostingFetchError(
      'not-found',
      `The ${jobRef.board} board on Ashby no longer lists that job: it may have been filled or taken down. ${PASTE_INSTEAD}`,
    );
  return normaliseAshbyJob(job, jobRef.board, fallbackUrl);
}
