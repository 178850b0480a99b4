import { decodeHtmlEntities } from '../html-entities.ts';
import type { HtmlToken } from '../html-scanner.ts';
import { htmlToPlainText } from '../html-text.ts';
import {
  apiUrl,
  arrayAt,
  type BoardPosting,
  companyFromSlug,
  currencyCode,
  descriptionOfHtml,
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
  workplaceInText,
} from '../posting.ts';
import { PASTE_INSTEAD } from '../posting-fetch-error.ts';
import { toSafeHtml } from '../safe-html.ts';
import { boardNameIn, noPosting } from './source.ts';

export type GreenhouseJobRef = { board: string; jobId: string };

const GREENHOUSE_HOSTS = new Set(['boards.greenhouse.io', 'job-boards.greenhouse.io']);
const JOB_ID = /^\d{1,20}$/;

function ref(board: string | null, jobId: string | null | undefined): GreenhouseJobRef | null {
  return board && jobId && JOB_ID.test(jobId) ? { board, jobId } : null;
}

/**
 * The board and job of a Greenhouse posting address: {host}/{board}/jobs/{id}, the embedded application
 * /embed/job_app?for={board}&token={id}, or {host}/{board}?gh_jid={id}. Null for any other address.
 */
export function recogniseGreenhouseUrl(url: URL): GreenhouseJobRef | null {
  if (!GREENHOUSE_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'embed')
    return ref(boardNameIn(url.searchParams.get('for')), url.searchParams.get('token'));
  const board = boardNameIn(segments[0]);
  if (segments[1] === 'jobs') return ref(board, segments[2]);
  return ref(board, url.searchParams.get('gh_jid'));
}

/** The job id of a company careers page that shows a Greenhouse job (?gh_jid=), whose board the page must tell. */
export function greenhouseJobIdOnCompanyPage(url: URL): string | null {
  const jobId = url.searchParams.get('gh_jid');
  return jobId && JOB_ID.test(jobId) ? jobId : null;
}

/**
 * The board a tag of a company page embeds, when it is Greenhouse's embed script or frame
 * (…greenhouse.io/embed/job_board…?for={board}); else null.
 */
export function greenhouseBoardEmbeddedBy(tag: Extract<HtmlToken, { type: 'start' }>): string | null {
  if (tag.name !== 'script' && tag.name !== 'iframe') return null;
  const source = tag.attributes.get('src') ?? '';
  if (!source.includes('greenhouse.io/embed/job_board')) return null;
  try {
    return boardNameIn(new URL(source, 'https://boards.greenhouse.io').searchParams.get('for'));
  } catch {
    return null;
  }
}

export function greenhouseJobApiUrl(base: string, { board, jobId }: GreenhouseJobRef): string {
  return apiUrl(base, ['v1', 'boards', board, 'jobs', jobId], 'pay_transparency=true');
}

/**
 * The published pay range: Greenhouse gives one range per pay zone in cents; the span of the ranges in the first
 * range's currency. The period is read from the zone's title or note when they name one.
 */
function greenhouseSalary(ranges: unknown[]): PostingSalary | null {
  const parsed = ranges.map(objectAt).map((range) => ({
    min: numberAt(range.min_cents),
    max: numberAt(range.max_cents),
    currency: currencyCode(range.currency_type),
    note: `${textAt(range.title)} ${htmlToPlainText(stringAt(range.blurb))}`,
  }));
  const first = parsed[0];
  if (!first) return null;
  const sameCurrency = parsed.filter((range) => range.currency === first.currency);
  const bound = (values: (number | null)[], pick: (...numbers: number[]) => number) => {
    const present = values.filter((value): value is number => value !== null);
    return present.length > 0 ? pick(...present) / 100 : null;
  };
  return salaryOf(
    bound(
      sameCurrency.map((range) => range.min),
      Math.min,
    ),
    bound(
      sameCurrency.map((range) => range.max),
      Math.max,
    ),
    first.currency,
    salaryPeriod(first.note),
  );
}

/**
 * One job of Greenhouse's job board API (GET /v1/boards/{board}/jobs/{id}, or an item of …/jobs?content=true) as a
 * posting. Its `content` is HTML with the HTML escaped once more.
 */
export function normaliseGreenhouseJob(json: unknown, board: string, fallbackUrl: string): ImportedPosting {
  const job = objectAt(json);
  const title = textAt(job.title);
  if (!title) throw noPosting(`Greenhouse did not return a job posting for that address. ${PASTE_INSTEAD}`);
  const offices = arrayAt(job.offices).map((office) => textAt(objectAt(office).name));
  return {
    title,
    company: textAt(job.company_name) || companyFromSlug(board),
    location: textAt(objectAt(job.location).name) || joinDistinct(offices),
    descriptionText: descriptionOfHtml(decodeHtmlEntities(stringAt(job.content))),
    url: pageUrl(job.absolute_url, fallbackUrl),
    source: 'greenhouse',
    sourceId: textAt(job.id) || null,
    employmentType: null,
    datePosted: isoDate(job.first_published) ?? isoDate(job.updated_at),
    salary: greenhouseSalary(arrayAt(job.pay_input_ranges)),
  };
}

/** A job's own page on Greenhouse, for a listing that does not give it. */
export function greenhouseJobPageUrl(board: string, jobId: string): string {
  return `https://job-boards.greenhouse.io/${encodeURIComponent(board)}/jobs/${encodeURIComponent(jobId)}`;
}

/** Every job of a board, descriptions included (GET /v1/boards/{board}/jobs?content=true). */
export function greenhouseBoardApiUrl(base: string, board: string): string {
  return apiUrl(base, ['v1', 'boards', board, 'jobs'], 'content=true');
}

/** One item of a Greenhouse board's `jobs` as a board posting; null when it has no id or title. */
export function greenhouseBoardPosting(json: unknown, board: string): BoardPosting | null {
  const job = objectAt(json);
  const sourceId = textAt(job.id);
  if (!sourceId || !textAt(job.title)) return null;
  const imported = normaliseGreenhouseJob(job, board, greenhouseJobPageUrl(board, sourceId));
  const locationName = textAt(objectAt(job.location).name);
  const offices = arrayAt(job.offices).map((entry) => {
    const office = objectAt(entry);
    return textAt(office.location) || textAt(office.name);
  });
  const departments = arrayAt(job.departments).map((entry) => textAt(objectAt(entry).name));
  return {
    ...imported,
    source: 'greenhouse',
    sourceId,
    board,
    department: joinDistinct(departments, ', ') || null,
    workplace: workplaceInText(locationName),
    locations: [...new Set([locationName, ...offices].filter(Boolean))],
    descriptionHtml: toSafeHtml(decodeHtmlEntities(stringAt(job.content))),
    updatedAt: isoDate(job.updated_at),
  };
}
