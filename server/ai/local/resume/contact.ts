import { findSkill } from '#server/knowledge/index.ts';

export type Contact = {
  email?: string;
  phone?: string;
  linkedin?: string;
  github?: string;
  website?: string;
  location?: string;
};

/**
 * Contact details are looked for one whitespace-separated token at a time, and a token longer than any real
 * address or link is skipped: with the bounded patterns below, the work is linear in the text's length.
 */
const MAX_CONTACT_TOKEN_LENGTH = 320;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]{1,63}\.)?linkedin\.com\/in\/[\w%-]{1,100}\/?/i;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[\w-]{1,39}\/?/i;
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.(?:com|io|dev|net|org|me|co|ai|app|site|tech)(?:\/[\w./%-]{0,200})?/i;
/** A phone number stands alone: not inside a word, a link, a DOI ('10.1038/…') or a longer run of digits. */
const PHONE =
  /(?<![\w/.+-])(?:\+\s?\d{1,3}[\s.-]{0,2})?(?:\(\d{1,5}\)[\s.-]{0,2})?\d{2,5}(?:[\s.-]{0,2}\d{1,5}){1,4}(?![\w/])/gu;
const YEAR = /^(?:19|20)\d{2}$/;
const PHONE_LABEL = /\b(?:phone|mobile|mob|cell|tel|telephone|contact\s?(?:no|number)|ph)\b/i;
/** Lines whose numbers are identifiers, not phone numbers. */
const IDENTIFIER_LABEL = /\b(?:id|doi|isbn|issn|pmid|orcid|passport|pan|aadhaar|roll|registration|reg)\b/i;

const US_STATE =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** A place name's word: 'San', 'Saint-Étienne', "O'Fallon"; no real one is longer than this. */
const PLACE_WORD = "\\p{Lu}[\\p{L}.'-]{1,40}";
const LOCATION = new RegExp(
  `(?<![\\p{L}])${PLACE_WORD}(?: ${PLACE_WORD}){0,3}, (?:${US_STATE}|\\p{Lu}\\p{L}{1,40}(?: \\p{Lu}\\p{L}{1,40})?)(?![\\p{L}])`,
  'u',
);
/** 'Location: Seattle, Washington', 'Current Location: Pune'; never a place of birth or a permanent address. */
const LOCATION_LABEL =
  /^\s{0,4}(?:current\s|present\s|residential\s)?(?:location|address|city|residence|based\sin|lives\sin)\s{0,3}[:–—-]\s{0,3}/i;
/** Icons that PDFs turn into letters or private-use glyphs: '', '☎', '✉', and the like. */
const ICON = /[\p{Co}\p{So}\uFFFD]/gu;
const PIECE_SEPARATOR = /\s{0,3}[|•·◆▪●⋅]\s{0,3}|\t|\s{3,}/;

/** The first match of `pattern` in a token of `text` that is short enough to be a contact detail. */
function findInTokens(text: string, pattern: RegExp): string | undefined {
  for (const token of text.split(/\s+/)) {
    if (token.length > MAX_CONTACT_TOKEN_LENGTH) continue;
    const found = token.match(pattern)?.[0];
    if (found) return found;
  }
  return undefined;
}

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  if (digits < 9 || digits > 15) return false;
  const groups = candidate.split(/[^\d]+/).filter((group) => group !== '');
  return !groups.every((group) => YEAR.test(group) || group.length <= 2);
}

function findPhone(lines: string[]): string | undefined {
  for (const line of lines) {
    if (IDENTIFIER_LABEL.test(line) && !PHONE_LABEL.test(line)) continue;
    const withoutLinks = line
      .split(/\s+/)
      .map((token) => (/[@/]|www\./i.test(token) ? ' '.repeat(token.length) : token))
      .join(' ');
    for (const match of withoutLinks.matchAll(PHONE)) {
      const candidate = match[0].trim();
      if (isPhoneNumber(candidate)) return candidate;
    }
  }
  return undefined;
}

/** 'Plot 14, Shivaji Nagar, Latur, Maharashtra - 413512' → 'Latur, Maharashtra': the last two parts, no postcode. */
function placeOfAddress(address: string): string | undefined {
  const parts = address
    .replace(ICON, ' ')
    .split(/[|•]/)[0]
    ?.replace(/[\s,–—-]{0,4}\d[\d\s-]{2,12}$/, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && /^\p{Lu}/u.test(part) && !/\d/.test(part));
  if (!parts || parts.length === 0) return undefined;
  return parts.slice(-2).join(', ');
}

/** A place such as 'Sql, Java' or 'CA, ICWA' is a list of skills or qualifications, not a city. */
function isPlace(candidate: string, lineIsCapitals: boolean): boolean {
  const parts = candidate.split(', ');
  if (parts.some((part) => findSkill(part))) return false;
  const [city = ''] = parts;
  return lineIsCapitals || /\p{Ll}/u.test(city);
}

function placeOnLine(line: string): string | undefined {
  const clean = line.replace(ICON, ' ');
  const lineIsCapitals = clean === clean.toUpperCase();
  for (const piece of clean.split(PIECE_SEPARATOR)) {
    const found = piece.match(LOCATION)?.[0];
    if (found && isPlace(found, lineIsCapitals)) return found;
  }
  return undefined;
}

function labelledPlace(lines: string[]): string | undefined {
  for (const line of lines) {
    const label = line.match(LOCATION_LABEL)?.[0];
    if (label) return placeOfAddress(line.slice(label.length));
  }
  return undefined;
}

/**
 * Contact details from the header block (the lines above the first heading, and a contact section's lines), and
 * labelled lines ('Mobile:', 'Location:') anywhere. Links and e-mail addresses are looked for in the whole text,
 * the header first.
 */
export function findContact(headerLines: string[], allLines: string[]): Contact {
  const header = headerLines.join('\n');
  const full = allLines.join('\n');
  const firstOf = (pattern: RegExp) => findInTokens(header, pattern) ?? findInTokens(full, pattern);
  const linkedin = firstOf(LINKEDIN);
  const github = firstOf(GITHUB);
  const email = firstOf(EMAIL);
  const withoutKnown = [linkedin, github, email].reduce<string>(
    (text, found) => (found ? text.replaceAll(found, ' ') : text),
    header,
  );
  const phoneLines = allLines.filter((line) => PHONE_LABEL.test(line));
  return {
    email,
    phone: findPhone(headerLines) ?? findPhone(phoneLines),
    linkedin,
    github,
    website: findInTokens(withoutKnown, WEBSITE),
    location:
      labelledPlace(headerLines) ??
      headerLines.map(placeOnLine).find((place) => place !== undefined) ??
      labelledPlace(allLines),
  };
}

/** Words of a job title: a first line 'SENIOR ACCOUNTANT' is never the writer's name. */
const JOB_NOUNS = new Set(
  'engineer developer manager analyst designer consultant accountant nurse teacher director scientist specialist officer executive assistant associate intern administrator architect coordinator representative technician lead head president founder writer editor programmer graduate student trainee supervisor clerk agent advisor adviser therapist physician pharmacist attorney lawyer lecturer professor researcher'.split(
    ' ',
  ),
);
/** Words that title a document, not a person: 'Resume', 'Curriculum Vitae'. */
const DOCUMENT_WORDS = new Set([
  'resume',
  'résumé',
  'cv',
  'curriculum',
  'vitae',
  'biodata',
  'bio-data',
  'profile',
  'summary',
]);

/** Whether a line names a job ('Zonal HR Manager'), by a word job titles end in. */
export function hasJobNoun(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => JOB_NOUNS.has(word) || JOB_NOUNS.has(word.replace(/s$/, '')));
}
const NAME_WORD = "(?:\\p{Lu}[\\p{L}'’-]{0,30}\\.?|\\p{Lu}\\.)";
const NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD}){1,3}$`, 'u');
const NAME_LABEL = /^\s{0,4}(?:full\s)?name\s{0,3}[:–—-]\s{0,3}/i;

/** A candidate name from a line: icons, a 'Name:' label and anything after a separator removed. */
function nameOf(line: string): string | undefined {
  const first = line.replace(ICON, ' ').replace(NAME_LABEL, '').split(PIECE_SEPARATOR)[0] ?? '';
  const candidate = first.replace(/\s+/g, ' ').trim();
  if (!NAME.test(candidate)) return undefined;
  const words = candidate.toLowerCase().split(' ');
  const isDocumentTitle = words.some((word) => DOCUMENT_WORDS.has(word));
  return isDocumentTitle || hasJobNoun(candidate) ? undefined : candidate;
}

/** The writer's name: the first of the top lines that reads as a name, in any capitals, never a heading. */
export function findName(topLines: string[], isHeading: (line: string) => boolean): string | undefined {
  for (const line of topLines) {
    if (isHeading(line)) continue;
    const name = nameOf(line);
    if (name) return name;
  }
  return undefined;
}
