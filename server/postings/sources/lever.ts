import { escapeHtml } from '../html-entities.ts';
import {
  apiUrl,
  arrayAt,
  type BoardPosting,
  companyFromSlug,
  currencyCode,
  descriptionOfHtml,
  employmentTypeOf,
  htmlOrPlainText,
  type ImportedPosting,
  isoDate,
  joinDistinct,
  numberAt,
  objectAt,
  pageUrl,
  salaryOf,
  salaryPeriod,
  stringAt,
  textAt,
  withWorkplace,
  workplaceOf,
} from '../posting.ts';
import { PASTE_INSTEAD } from '../posting-fetch-error.ts';
import { toSafeHtml } from '../safe-html.ts';
import { boardNameIn, noPosting, UUID } from './source.ts';

export type LeverPostingRef = { company: string; postingId: string };

/** The company and posting of a Lever address: jobs.lever.co/{company}/{id}, its /apply page included. */
export function recogniseLeverUrl(url: URL): LeverPostingRef | null {
  if (url.hostname !== 'jobs.lever.co') return null;
  const [company, postingId] = url.pathname.split('/').filter(Boolean);
  const companyName = boardNameIn(company);
  return companyName && postingId && UUID.test(postingId)
    ? { company: companyName, postingId: postingId.toLowerCase() }
    : null;
}

export function leverPostingApiUrl(base: string, { company, postingId }: LeverPostingRef): string {
  return apiUrl(base, ['v0', 'postings', company, postingId], 'mode=json');
}

/** The description, each list under its heading ("Requirements", "What you'll do"...), then the closing part. */
function leverDescriptionHtml(posting: Record<string, unknown>): string {
  const lists = arrayAt(posting.lists).map((entry) => {
    const list = objectAt(entry);
    return `<h3>${escapeHtml(textAt(list.text))}</h3><ul>${stringAt(list.content)}</ul>`;
  });
  return [
    htmlOrPlainText(posting.description, posting.descriptionPlain),
    ...lists,
    htmlOrPlainText(posting.additional, posting.additionalPlain),
  ].join('');
}

function leverWorkplace(value: unknown): 'remote' | 'hybrid' | null {
  const workplace = textAt(value).toLowerCase();
  return workplace === 'remote' || workplace === 'hybrid' ? workplace : null;
}

/** One posting of Lever's postings API (GET /v0/postings/{company}/{id}?mode=json, or an item of the list). */
export function normaliseLeverPosting(json: unknown, company: string, fallbackUrl: string): ImportedPosting {
  const posting = objectAt(json);
  const title = textAt(posting.text);
  if (!title) throw noPosting(`Lever did not return a job posting for that address. ${PASTE_INSTEAD}`);
  const categories = objectAt(posting.categories);
  const locations = arrayAt(categories.allLocations).map(textAt);
  const salaryRange = objectAt(posting.salaryRange);
  return {
    title,
    company: companyFromSlug(company),
    location: withWorkplace(
      joinDistinct(locations.length > 0 ? locations : [textAt(categories.location)]),
      leverWorkplace(posting.workplaceType),
    ),
    descriptionText: descriptionOfHtml(leverDescriptionHtml(posting)),
    url: pageUrl(posting.hostedUrl, fallbackUrl),
    source: 'lever',
    sourceId: textAt(posting.id) || null,
    employmentType: employmentTypeOf(categories.commitment),
    datePosted: isoDate(posting.createdAt),
    salary: salaryOf(
      numberAt(salaryRange.min),
      numberAt(salaryRange.max),
      currencyCode(salaryRange.currency),
      salaryPeriod(salaryRange.interval),
    ),
  };
}

/** A posting's own page on Lever, for a listing that does not give it. */
export function leverPostingPageUrl(company: string, postingId: string): string {
  return `https://jobs.lever.co/${encodeURIComponent(company)}/${encodeURIComponent(postingId)}`;
}

/** One page of a company's postings (GET /v0/postings/{company}?mode=json&skip={skip}&limit={limit}). */
export function leverPostingsApiUrl(base: string, company: string, skip: number, limit: number): string {
  return apiUrl(base, ['v0', 'postings', company], `mode=json&skip=${skip}&limit=${limit}`);
}

/** One item of a company's Lever postings as a board posting; null when it has no id or title. */
export function leverBoardPosting(json: unknown, company: string): BoardPosting | null {
  const posting = objectAt(json);
  const sourceId = textAt(posting.id);
  if (!sourceId || !textAt(posting.text)) return null;
  const imported = normaliseLeverPosting(posting, company, leverPostingPageUrl(company, sourceId));
  const categories = objectAt(posting.categories);
  const allLocations = arrayAt(categories.allLocations).map(textAt).filter(Boolean);
  const locations = allLocations.length > 0 ? allLocations : [textAt(categories.location)].filter(Boolean);
  return {
    ...imported,
    source: 'lever',
    sourceId,
    board: company,
    department: textAt(categories.department) || textAt(categories.team) || null,
    workplace: workplaceOf(posting.workplaceType),
    locations: [...new Set(locations)],
    descriptionHtml: toSafeHtml(leverDescriptionHtml(posting)),
    updatedAt: isoDate(posting.updatedAt),
  };
}
