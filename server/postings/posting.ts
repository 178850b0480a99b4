import { JOB_DESCRIPTION_MAX_LENGTH, JOB_URL_MAX_LENGTH } from '#common/tailoring.ts';
import { singleLine, textBlock } from '#server/generated/text.ts';
import { escapeHtml } from './html-entities.ts';
import { htmlToPlainText } from './html-text.ts';

export type PostingSource = 'greenhouse' | 'lever' | 'ashby' | 'json-ld';

export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

export type PostingSalary = {
  min: number | null;
  max: number | null;
  /** ISO 4217 code, upper case. */
  currency: string | null;
  period: SalaryPeriod | null;
};

/** One job posting, read from an applicant tracking system's public API or a page's schema.org JobPosting. */
export type ImportedPosting = {
  title: string;
  /** Empty when the source does not say. */
  company: string;
  /** Empty when the source does not say; "Remote" when the job is. */
  location: string;
  /** The description as plain text: paragraphs apart, one list item a line; at most JOB_DESCRIPTION_MAX_LENGTH. */
  descriptionText: string;
  /** The posting's own page. */
  url: string;
  source: PostingSource;
  sourceId: string | null;
  /** As a reader would write it: "Full-time", "Part-time", "Contract", "Internship"... */
  employmentType: string | null;
  /** ISO 8601. */
  datePosted: string | null;
  salary: PostingSalary | null;
};

/** The configured public API servers of the applicant tracking systems (trusted: not user input). */
export type PostingApiUrls = { greenhouse: string; lever: string; ashby: string };

/** A JSON object's field as an object, or an empty one: board APIs leave fields out or null them freely. */
export function objectAt(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function arrayAt(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The longest one-line field a posting may give: as long as the longest web address a job may have. */
const FIELD_MAX_LENGTH = JOB_URL_MAX_LENGTH;

/**
 * A string (or number) field as one line, or '' when it is not text: whitespace collapsed, control and format
 * characters removed, trimmed, bounded. Entities are the caller's to decode first, so that none decodes to a line
 * break or a control character after this.
 */
export function textAt(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? singleLine(value, FIELD_MAX_LENGTH) : '';
}

export function numberAt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = Number(value.replace(/[,\s]/g, ''));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
}

/** Text with its trailing slashes removed, without a regular expression that could backtrack. */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

/**
 * An address under a configured base URL (which may itself have a path), each path segment encoded. A segment of
 * '.' or '..' would lead elsewhere on the host whatever its encoding, so it is refused, as is an empty one: the
 * callers give only names and ids they have checked.
 */
export function apiUrl(base: string, segments: readonly string[], query = ''): string {
  const refused = segments.find((segment) => segment === '' || segment === '.' || segment === '..');
  if (refused !== undefined) throw new Error(`"${refused}" cannot be a segment of an API address`);
  const path = segments.map(encodeURIComponent).join('/');
  return `${withoutTrailingSlashes(base)}/${path}${query && `?${query}`}`;
}

/**
 * How much of a description's HTML is read, in characters of text: twice what is kept, since tidying shortens it and
 * the cut looks back for a line end. The rest of the HTML, however long, is not read.
 */
export const DESCRIPTION_READ_LENGTH = JOB_DESCRIPTION_MAX_LENGTH * 2;

/**
 * A description as it is kept: every line break one, other whitespace runs one space, no control or format
 * character, lines trimmed, and cut to the longest a job may have, at a line end when one is near.
 */
export function descriptionOf(text: string): string {
  const tidy = textBlock(text, Number.POSITIVE_INFINITY);
  if (tidy.length <= JOB_DESCRIPTION_MAX_LENGTH) return tidy;
  const cut = tidy.slice(0, JOB_DESCRIPTION_MAX_LENGTH);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > JOB_DESCRIPTION_MAX_LENGTH * 0.9 ? cut.slice(0, lineEnd) : cut).trimEnd();
}

/** A description given as HTML, read only as far as it is kept. */
export function descriptionOfHtml(html: string): string {
  return descriptionOf(htmlToPlainText(html, DESCRIPTION_READ_LENGTH));
}

/** An ISO 8601 timestamp from a date string or epoch milliseconds, or null. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const PERIOD_WORDS: [string, SalaryPeriod][] = [
  ['hour', 'hour'],
  ['day', 'day'],
  ['daily', 'day'],
  ['week', 'week'],
  ['month', 'month'],
  ['year', 'year'],
  ['annual', 'year'],
  ['yearly', 'year'],
];

/** The pay period a source names ('YEAR', '1 YEAR', 'per-year-salary', 'hourly'...), or null. */
export function salaryPeriod(value: unknown): SalaryPeriod | null {
  const text = textAt(value).toLowerCase();
  if (!text || text.includes('semi') || text.includes('bi-') || text.includes('biweek')) return null;
  return PERIOD_WORDS.find(([word]) => text.includes(word))?.[1] ?? null;
}

export function currencyCode(value: unknown): string | null {
  const text = textAt(value).toUpperCase();
  return /^[A-Z]{3}$/.test(text) ? text : null;
}

/** A salary when at least one bound is a positive number, the bounds in order. */
export function salaryOf(
  min: number | null,
  max: number | null,
  currency: string | null,
  period: SalaryPeriod | null,
): PostingSalary | null {
  const low = min !== null && min > 0 ? min : null;
  const high = max !== null && max > 0 ? max : null;
  if (low === null && high === null) return null;
  if (low !== null && high !== null && low > high) return { min: high, max: low, currency, period };
  return { min: low, max: high, currency, period };
}

const EMPLOYMENT_TYPES: [string, string][] = [
  ['fulltime', 'Full-time'],
  ['parttime', 'Part-time'],
  ['contractor', 'Contract'],
  ['contract', 'Contract'],
  ['temporary', 'Temporary'],
  ['temp', 'Temporary'],
  ['intern', 'Internship'],
  ['internship', 'Internship'],
  ['volunteer', 'Volunteer'],
  ['perdiem', 'Per diem'],
  ['seasonal', 'Seasonal'],
  ['apprenticeship', 'Apprenticeship'],
];

/** One employment type as a reader writes it, whatever the source's spelling (FULL_TIME, FullTime, full-time). */
function employmentTypeLabel(raw: string): string | null {
  const key = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (!key || key === 'other') return null;
  return EMPLOYMENT_TYPES.find(([name]) => name === key)?.[1] ?? raw;
}

/** Employment types (one or a list) as readable text, or null. */
export function employmentTypeOf(value: unknown): string | null {
  const labels = (Array.isArray(value) ? value : [value])
    .map(textAt)
    .filter(Boolean)
    .map(employmentTypeLabel)
    .filter((label): label is string => label !== null);
  return labels.length > 0 ? [...new Set(labels)].join(', ') : null;
}

/** A board's name from its address, for sources whose API does not give the company's: "acme-labs" → "Acme Labs". */
export function companyFromSlug(slug: string): string {
  if (slug !== slug.toLowerCase()) return slug;
  return slug
    .split(/[-_\s]/)
    .filter(Boolean)
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .join(' ');
}

/** A location with the workplace type added when the location does not already say it. */
export function withWorkplace(location: string, workplace: 'remote' | 'hybrid' | null): string {
  if (!workplace) return location;
  const label = workplace === 'remote' ? 'Remote' : 'Hybrid';
  if (!location) return label;
  return location.toLowerCase().includes(workplace) ? location : `${location} (${label})`;
}

/** Names joined once each, in order. */
export function joinDistinct(names: string[], separator = '; '): string {
  return [...new Set(names.filter(Boolean))].join(separator);
}

/** An http(s) address the source gives for the posting, or the fallback. */
export function pageUrl(value: unknown, fallback: string): string {
  const text = textAt(value);
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** A string field as it is (HTML keeps its own whitespace), or ''. */
export function stringAt(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export type Workplace = 'remote' | 'hybrid' | 'onsite';

/** A workplace type as a source spells it (Remote, HYBRID, on-site, OnSite, In office...), or null. */
export function workplaceOf(value: unknown): Workplace | null {
  const key = textAt(value)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (key === 'remote') return 'remote';
  if (key === 'hybrid') return 'hybrid';
  return key === 'onsite' || key === 'inoffice' || key === 'inperson' || key === 'office' ? 'onsite' : null;
}

/** The workplace a location's text names ("Remote - US", "London (Hybrid)"), or null when it names none. */
export function workplaceInText(text: string): Workplace | null {
  const lower = text.toLowerCase();
  if (lower.includes('hybrid')) return 'hybrid';
  if (lower.includes('remote')) return 'remote';
  return lower.includes('on-site') || lower.includes('onsite') || lower.includes('in-office')
    ? 'onsite'
    : null;
}

/** HTML from a source's HTML field, or its plain-text twin made into paragraphs with line breaks. */
export function htmlOrPlainText(html: unknown, plain: unknown): string {
  const markup = stringAt(html);
  if (markup.trim()) return markup;
  return stringAt(plain)
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The applicant tracking systems whose public boards can be followed. */
export const BOARD_SOURCES = ['greenhouse', 'lever', 'ashby'] as const;
export type BoardSource = (typeof BOARD_SOURCES)[number];

/** One employer's board on one applicant tracking system: `greenhouse:airbnb`. */
export type BoardRef = { source: BoardSource; board: string };

/** One posting as listed on a followed board: what every board source gives, in one shape. */
export type BoardPosting = Omit<ImportedPosting, 'source' | 'sourceId'> & {
  source: BoardSource;
  /** The board's own id for the posting: stable across refreshes. */
  sourceId: string;
  board: string;
  department: string | null;
  /** Null when the board does not say. */
  workplace: Workplace | null;
  /** Every place the posting names, as the board writes them. */
  locations: string[];
  /** The description as HTML reduced to an allowlist (paragraphs, lists, emphasis, headings, safe links). */
  descriptionHtml: string;
  /** When the board says the posting last changed; ISO 8601. */
  updatedAt: string | null;
};

/** A board's answer: its open postings, or that the board no longer exists (404). */
export type BoardListing = { kind: 'listed'; postings: BoardPosting[] } | { kind: 'removed' };
