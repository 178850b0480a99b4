import { escapeHtml } from '../html-entities.ts';
import { htmlToPlainText } from '../html-text.ts';
import {
  apiUrl,
  arrayAt,
  capDescription,
  companyFromSlug,
  currencyCode,
  employmentTypeOf,
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
} from '../posting.ts';
import { PASTE_INSTEAD } from '../posting-fetch-error.ts';
import { type FetchJson, noPosting, pathSegment, UUID } from './source.ts';

export type LeverPostingRef = { company: string; postingId: string };

/** The company and posting of a Lever address: jobs.lever.co/{company}/{id}, its /apply page included. */
export function recogniseLeverUrl(url: URL): LeverPostingRef | null {
  if (url.hostname !== 'jobs.lever.co') return null;
  const [company, postingId] = url.pathname.split('/').filter(Boolean);
  const companyName = pathSegment(company);
  return companyName && postingId && UUID.test(postingId)
    ? { company: companyName, postingId: postingId.toLowerCase() }
    : null;
}

export function leverPostingApiUrl(base: string, { company, postingId }: LeverPostingRef): string {
  return apiUrl(base, `v0/postings/${encodeURIComponent(company)}/${postingId}?mode=json`);
}

/** HTML from Lever's HTML field, or its plain-text twin made into paragraphs. */
function htmlOrPlain(html: unknown, plain: unknown): string {
  const markup = stringAt(html);
  if (markup.trim()) return markup;
  return stringAt(plain)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The description, each list under its heading ("Requirements", "What you'll do"...), then the closing part. */
function leverDescriptionHtml(posting: Record<string, unknown>): string {
  const lists = arrayAt(posting.lists).map((entry) => {
    const list = objectAt(entry);
    return `<h3>${escapeHtml(textAt(list.text))}</h3><ul>${stringAt(list.content)}</ul>`;
  });
  return [
    htmlOrPlain(posting.description, posting.descriptionPlain),
    ...lists,
    htmlOrPlain(posting.additional, posting.additionalPlain),
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
    descriptionText: capDescription(htmlToPlainText(leverDescriptionHtml(posting))),
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

export async function fetchLeverPosting(
  postingRef: LeverPostingRef,
  base: string,
  fetchJson: FetchJson,
  fallbackUrl: string,
): Promise<ImportedPosting> {
  const json = await fetchJson(leverPostingApiUrl(base, postingRef));
  return normaliseLeverPosting(json, postingRef.company, fallbackUrl);
}
