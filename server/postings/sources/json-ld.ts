import { decodeHtmlEntities } from '../html-entities.ts';
import { htmlToPlainText } from '../html-text.ts';
import {
  currencyCode,
  DESCRIPTION_READ_LENGTH,
  descriptionOf,
  employmentTypeOf,
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
} from '../posting.ts';

/** How far into a page's JSON-LD a JobPosting is looked for, and how many nodes at most are visited. */
const MAX_DEPTH = 8;
const MAX_NODES = 5_000;
/** Deeper nesting than this is no schema.org data (a JobPosting is a few levels deep): such a script is not parsed. */
const MAX_NESTING = 32;
/** The postings with a title read in full while looking for one with a description. */
const MAX_POSTINGS_READ = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the JSON's arrays and objects nest at most `limit` deep (what strings hold aside); stops once deeper. */
function nestsWithin(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return false;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return true;
}

/**
 * The script's JSON, tolerating what pages get wrong: HTML comment or CDATA wrappers, raw line breaks in strings.
 * Null when it is not JSON, or nests deeper than any schema.org data.
 */
export function parseJsonLd(script: string): unknown {
  const unwrapped = script
    .trim()
    .replace(/^(?:<!--|\/\/\s{0,4}<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s{0,4}\]\]>|\]\]>)$/, '');
  if (!nestsWithin(unwrapped, MAX_NESTING)) return null;
  try {
    return JSON.parse(unwrapped);
  } catch {
    try {
      // JSON strings may not hold raw line breaks or tabs; as spaces they change nothing outside a string.
      return JSON.parse(unwrapped.replace(/[\t\n\r\f\v]/g, ' '));
    } catch {
      return null;
    }
  }
}

/** Whether a node's @type (a name, a schema.org address, or a list of them) includes JobPosting. */
function isJobPosting(node: Record<string, unknown>): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((type) => {
    const name = textAt(type);
    return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf(':')) + 1) === 'JobPosting';
  });
}

/** Every JobPosting in the JSON-LD, however nested: arrays, @graph, a page's mainEntity. */
export function findJobPostings(root: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const queue: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let visited = 0; visited < queue.length && visited < MAX_NODES; visited += 1) {
    const { value, depth } = queue[visited] ?? { value: null, depth: 0 };
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value) && isJobPosting(value as Record<string, unknown>))
      found.push(value as Record<string, unknown>);
    for (const child of children) {
      if (queue.length >= MAX_NODES) break;
      if (typeof child === 'object' && child !== null) queue.push({ value: child, depth: depth + 1 });
    }
  }
  return found;
}

/**
 * A field a person reads (a title, a name, a place) as one line. Pages write entities in them (`R&amp;D`); they are
 * decoded first, so that `&#13;` collapses with the other whitespace instead of becoming a carriage return after.
 */
function readableText(value: unknown): string {
  return textAt(typeof value === 'string' ? decodeHtmlEntities(value) : value);
}

/** A name given as text or as an object with a name (Organization, Country, Place...). */
function nameOf(value: unknown): string {
  return readableText(value) || readableText(objectAt(value).name);
}

function addressText(value: unknown): string {
  if (typeof value === 'string') return readableText(value);
  const address = objectAt(value);
  const parts = [
    readableText(address.addressLocality),
    readableText(address.addressRegion),
    nameOf(address.addressCountry),
  ].filter(Boolean);
  return joinDistinct(parts, ', ') || readableText(address.name);
}

function placeText(value: unknown): string {
  const place = objectAt(value);
  return addressText(place.address) || readableText(place.name) || readableText(value);
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function jsonLdLocation(posting: Record<string, unknown>): string {
  const places = listOf(posting.jobLocation).map(placeText);
  const remote = listOf(posting.jobLocationType).some((type) => textAt(type).toUpperCase() === 'TELECOMMUTE');
  if (!remote) return joinDistinct(places);
  const regions = listOf(posting.applicantLocationRequirements).map(nameOf);
  const where = joinDistinct([...places, ...regions], ', ');
  return where ? `Remote (${where})` : 'Remote';
}

/** schema.org MonetaryAmount: `value` a number or a QuantitativeValue with minValue, maxValue or value and unitText. */
function jsonLdSalary(value: unknown): PostingSalary | null {
  const amount = objectAt(listOf(value)[0]);
  const quantity = objectAt(amount.value);
  const single = numberAt(amount.value) ?? numberAt(quantity.value);
  const min = numberAt(quantity.minValue) ?? single;
  const max = numberAt(quantity.maxValue) ?? single;
  return salaryOf(
    min,
    max,
    currencyCode(amount.currency) ?? currencyCode(quantity.currency),
    salaryPeriod(quantity.unitText ?? amount.unitText),
  );
}

/** HTML (escaped once more by some sites, as Greenhouse does) or plain text, as plain text, read as far as is kept. */
function richText(value: unknown): string {
  const raw = listOf(value).map(stringAt).join('\n');
  const html = !raw.includes('<') && raw.includes('&lt;') ? decodeHtmlEntities(raw) : raw;
  return htmlToPlainText(html.includes('<') ? html : html.replaceAll('\n', '<br>'), DESCRIPTION_READ_LENGTH);
}

/** Sections some sites keep apart from `description`; added under a heading when the description lacks them. */
const EXTRA_SECTIONS: [string, string][] = [
  ['responsibilities', 'Responsibilities'],
  ['qualifications', 'Qualifications'],
  ['skills', 'Skills'],
  ['educationRequirements', 'Education'],
  ['experienceRequirements', 'Experience'],
];

function jsonLdDescription(posting: Record<string, unknown>): string {
  const description = richText(posting.description);
  const extras = EXTRA_SECTIONS.flatMap(([field, heading]) => {
    const text = listOf(posting[field]).every((entry) => typeof entry === 'string')
      ? richText(posting[field])
      : '';
    return text && !description.includes(text) ? [`${heading}\n\n${text}`] : [];
  });
  return [description, ...extras].filter(Boolean).join('\n\n');
}

function identifierOf(value: unknown): string | null {
  return textAt(value) || textAt(objectAt(value).value) || null;
}

function titleOf(posting: Record<string, unknown>): string {
  return readableText(posting.title) || readableText(posting.name);
}

/** A schema.org JobPosting as a posting; `fallbackUrl` is the page it was read from. */
export function normaliseJsonLdPosting(
  posting: Record<string, unknown>,
  fallbackUrl: string,
): ImportedPosting {
  return {
    title: titleOf(posting),
    company: nameOf(listOf(posting.hiringOrganization)[0]),
    location: jsonLdLocation(posting),
    descriptionText: descriptionOf(jsonLdDescription(posting)),
    url: pageUrl(posting.url, fallbackUrl),
    source: 'json-ld',
    sourceId: identifierOf(posting.identifier),
    employmentType: employmentTypeOf(posting.employmentType),
    datePosted: isoDate(posting.datePosted),
    salary: jsonLdSalary(posting.baseSalary),
  };
}

/**
 * The JobPosting of a page's JSON-LD scripts: of the first few with a title, the first with a description, else the
 * first; null when there is none. Only those few are read in full, however many the page holds.
 */
export function readJsonLdPosting(scripts: readonly string[], pageAddress: string): ImportedPosting | null {
  const titled: Record<string, unknown>[] = [];
  for (const script of scripts) {
    for (const posting of findJobPostings(parseJsonLd(script)))
      if (titled.length < MAX_POSTINGS_READ && titleOf(posting)) titled.push(posting);
    if (titled.length === MAX_POSTINGS_READ) break;
  }
  const postings = titled.map((posting) => normaliseJsonLdPosting(posting, pageAddress));
  return postings.find((posting) => posting.descriptionText) ?? postings[0] ?? null;
}
