import { findSkill, skillsNamedIn, titleMentions } from '#server/knowledge/index.ts';
import { CLOSE_QUOTE, OPEN_QUOTE } from '#server/knowledge/quotes.ts';

/**
 * Checks that what a model wrote stays within what the user gave: its quotes are the user's words, its figures and
 * names are the user's, and a skill it calls missing really is missing.
 */

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Passages in curly or straight double quotes. */
function quotedPassages(text: string): string[] {
  return [...text.matchAll(/[“"]([^“”"]+)[”"]/g)].map((match) => match[1] ?? '');
}

/** Whether every quoted passage is, word for word, in the source. */
export function quotesAreFrom(text: string, source: string): boolean {
  const flatSource = squash(source);
  return quotedPassages(text).every((passage) => flatSource.includes(squash(passage)));
}

/** Straight double quotes become the product's curly ones (only the user's words are ever quoted). */
export const curlyQuotes = (text: string) => text.replace(/"([^"]+)"/g, `${OPEN_QUOTE}$1${CLOSE_QUOTE}`);

const figures = (text: string) =>
  new Set([...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => match[0].replace(/,/g, '')));

/** Whether every figure (a count, an amount, a percentage, a year) appears in the source too. */
export function figuresAreFrom(text: string, source: string): boolean {
  const known = figures(source);
  return [...figures(text)].every((figure) => known.has(figure));
}

/** The text without the skills and job titles it names: those may be capitalised without being the user's. */
function withoutKnownPhrases(text: string): string {
  let rest = text;
  for (const passages of skillsNamedIn(text).values()) {
    for (const passage of passages) rest = rest.replaceAll(passage, ' ');
  }
  let withoutTitles = '';
  let from = 0;
  for (const { match, index } of titleMentions(rest)) {
    withoutTitles += `${rest.slice(from, index)} `;
    from = index + match.length;
  }
  return withoutTitles + rest.slice(from);
}

/** Words that are capitalised in any profile: the pronoun, and the network the profile is on. */
const ALWAYS_ALLOWED = new Set(['i', 'linkedin']);

/** Capitalised words that do not begin a sentence or a segment: the names of people, employers and places. */
function names(text: string): string[] {
  const segments = withoutKnownPhrases(text).split(/(?<=[.!?:;|•·—–])\s+|(?<!\s)\s+[|•·—–]\s+|\n/);
  return segments.flatMap((segment) =>
    segment
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => /^\p{Lu}/u.test(word) && !ALWAYS_ALLOWED.has(word.toLowerCase())),
  );
}

/** Whether every name in the text is one the source uses (skills and job titles aside). */
export function namesAreFrom(text: string, source: string): boolean {
  const lowerSource = source.toLowerCase();
  return names(text).every((name) => lowerSource.includes(name.toLowerCase()));
}

/** A rewrite may say things better, but not add figures or names the user never gave. */
export const addsNothing = (rewrite: string, source: string) =>
  figuresAreFrom(rewrite, source) && namesAreFrom(rewrite, source);

/**
 * Whether the source already mentions a skill, by any of its names. `sourceSkills` are the canonical names of the
 * skills the source names (found once, off the event loop, for a long resume).
 */
export function mentions(source: string, keyword: string, sourceSkills: ReadonlySet<string>): boolean {
  const canonical = findSkill(keyword)?.name;
  if (canonical && sourceSkills.has(canonical)) return true;
  return containsWholePhrase(source, keyword.trim());
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `phrase` occurs in `text`, case aside, neither starting nor ending inside a word. */
function containsWholePhrase(text: string, phrase: string): boolean {
  if (phrase === '') return false;
  const haystack = text.toLowerCase();
  const needle = phrase.toLowerCase();
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!isWordCharacter(haystack[at - 1]) && !isWordCharacter(haystack[at + needle.length])) return true;
  }
  return false;
}

/** Each kept once, case aside, in order; at most `limit`. */
export function distinct(items: string[], limit: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items.map(squash)) {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return kept.slice(0, limit);
}
