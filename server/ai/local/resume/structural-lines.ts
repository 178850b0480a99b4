import type { ResumeFacts } from './parse.ts';

const YEAR = /\b(?:19|20)\d{2}\b/;
/** Dates written first, left of the title ('2014–2015  Teaching Assistant, …'), as dates-left layouts do. */
const LEADING_DATE = /^\s{0,20}(?:\p{L}{3,9}\.? )?(?:19|20)\d{2}\b/u;
const OPEN_END = /\b(?:present|current|till date|to date|today)\b/i;
const CONTACT_MARK = /@|https?:\/\/|www\.|linkedin\.com|github\.com/i;
const PHONE_LIKE = /\+?\d[\d ().-]{5,20}\d/g;
const BULLET_START = /^[•·▪◦‣●○■□➢►*–—-]/;
const MAX_CONTACT_LINE_WORDS = 10;
const MAX_DATE_LINE_WORDS = 8;
const MAX_HEADER_LINE_WORDS = 14;
const MIN_PHONE_DIGITS = 7;

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** A short line that carries a year or an open end ('Present', 'till date'): the dates of a job, not a result. */
export function isDateLine(line: string): boolean {
  if (LEADING_DATE.test(line) && wordCount(line) <= MAX_HEADER_LINE_WORDS) return true;
  return wordCount(line) <= MAX_DATE_LINE_WORDS && (YEAR.test(line) || OPEN_END.test(line));
}

/** An email, a link or a phone number: contact details, not a result. */
export function isContactLine(line: string): boolean {
  if (CONTACT_MARK.test(line)) return true;
  if (wordCount(line) > MAX_CONTACT_LINE_WORDS) return false;
  return [...line.matchAll(PHONE_LIKE)].some(
    (match) => (match[0].match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS,
  );
}

/** A short line that is neither a bullet nor a sentence, as a job header above its dates is. */
function readsAsHeader(line: string): boolean {
  return wordCount(line) <= MAX_HEADER_LINE_WORDS && !BULLET_START.test(line) && !/[.!?]$/.test(line);
}

/**
 * The lines of a resume that are its frame, never its content: headings, the name, contact lines, job dates and the
 * job header just above them ('India Infoline Finance Ltd as Zonal HR Manager'). Advice never quotes them, and
 * they are not counted as achievements.
 */
export function structuralLines(facts: ResumeFacts): Set<number> {
  const frame = new Set<number>(facts.sections.map((section) => section.headingLine));
  const headers = new Set(facts.entries.flatMap((entry) => entry.header.split(', ')));
  facts.lines.forEach((line, index) => {
    const text = line.trim();
    if (text === facts.name || isContactLine(text) || isDateLine(text) || headers.has(text)) frame.add(index);
    const next = facts.lines[index + 1]?.trim() ?? '';
    if (isDateLine(next) && readsAsHeader(text)) frame.add(index);
  });
  return frame;
}
