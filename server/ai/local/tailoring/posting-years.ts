import { numberOfWord } from '#server/knowledge/text.ts';
import type { PostingLine } from './posting-lines.ts';

const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
/** '5+ years', 'three (3) years', '3-5 yrs', '2+ YOE'; group 3 is what says it is an age or a past ('18 years old'). */
const YEARS = new RegExp(
  `\\b${COUNT}\\s{0,2}(?:\\(\\d{1,2}\\)\\s{0,2})?(?:\\+|plus)?\\s{0,2}(?:(?:-|–|to)\\s{0,2}${COUNT}\\s{0,2}\\+?\\s{0,2})?(?:years?|yrs?|yoe)\\b(\\s{0,2}(?:ago|old|in a row|of age))?`,
  'gi',
);
const MAX_YEARS = 50;

/** How far around a figure its clause is read, within its sentence. */
const AFTER = 50;
const BEFORE = 40;
/** After a figure: what makes it experience asked for ('of experience', 'working in', 'background in'). */
const EXPERIENCE_AFTER =
  /\b(?:experience[ds]?|exp|background|track record|working|worked|employment|post-qualification|pqe)\b|^\s{0,2}\((?:required|preferred)\)/i;
/** Before a figure: what asks for it ('minimum of', 'at least', 'requires'). */
const ASKED_BEFORE =
  /\b(?:minimum|min|at least|requires?|required|must have|must possess)\W{0,3}(?:of\W{1,3})?$/i;
/** Before a figure: what makes it no experience asked of the candidate ('ages 18 months-', 'for over', 'within'). */
const NOT_ASKED_BEFORE =
  /\b(?:ages?|aged|within|since|founded|for (?:over|more than|almost|nearly)|(?:over|in|during) the (?:past|last|next))\b[^.!?;]{0,16}$/i;
/** A figure offered in place of another ('or 6 years in lieu of a degree'). */
const ALTERNATIVE =
  /\b(?:in lieu|instead of|in place of|without a (?:degree|bachelor)|equivalent combination)\b/i;
const PREFERENCE =
  /\b(?:preferred|preferably|a plus|an advantage|advantageous|nice to have|bonus|desirable|ideally|beneficial)\b/i;
/** A preference stated in brackets right after the figure ('1 year (Preferred)'), or as a label before it. */
const PREFERENCE_AFTER = /^\s{0,2}\((?:preferred|desired|a plus)\)/i;
const PREFERENCE_LABEL = /\b(?:preferred|nice to have|bonus|desired)(?:\s{1,3}[\w-]+){0,2}\s{0,2}:\s{0,3}$/i;
/** Years of something that is no work: 'of research training', 'of schooling'. */
const NOT_WORK_AFTER =
  /^\s{0,3}(?:of\s{1,3})?(?:[\w-]+\s{1,3}){0,2}(?:training|schooling|education|study|studies)\b/i;

type AskedYears = { years: number; preferred: boolean; alternative: boolean };

const countOf = (word: string) => numberOfWord(word) ?? Number(word);

/** Words run together by a flattened page ('license3 + years', 'architectFive years') parted again. */
const partRunTogether = (text: string) =>
  text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{L})(\d)/gu, '$1 $2');

/** The text from `start` to `end`, cut at a sentence's end on the side away from the figure. */
function sentencePart(text: string, start: number, end: number, side: 'before' | 'after'): string {
  const part = text.slice(Math.max(0, start), end);
  const stops = [...part.matchAll(/[.!?;](?:\s|$)/g)].map((stop) => stop.index);
  if (stops.length === 0) return part;
  return side === 'after' ? part.slice(0, stops[0]) : part.slice((stops.at(-1) ?? -1) + 1);
}

/**
 * A figure's own clause after it: up to the next bracket or figure, which belong to another requirement ('at least 3
 * years (5+ years is preferred)').
 */
const ownPart = (after: string) => after.split(/[(\d]/)[0] ?? '';
/** A figure's own clause before it: from the last figure or bracket before it. */
const ownPartBefore = (before: string) => before.split(/[)\d]/).at(-1) ?? '';

function yearsIn(line: PostingLine): AskedYears[] {
  const text = partRunTogether(line.text);
  return [...text.matchAll(YEARS)].flatMap((match) => {
    const [figure, first, second, past] = match;
    if (past || first === undefined) return [];
    const end = match.index + figure.length;
    const before = sentencePart(text, match.index - BEFORE, match.index, 'before');
    const after = sentencePart(text, end, end + AFTER, 'after');
    const asked =
      /\+|plus/i.test(figure) ||
      second !== undefined ||
      EXPERIENCE_AFTER.test(after) ||
      ASKED_BEFORE.test(before);
    const years = countOf(first);
    const notAsked = NOT_ASKED_BEFORE.test(before) || NOT_WORK_AFTER.test(after);
    // Only a range may start at none ('0-2 years').
    if (!asked || notAsked || years > MAX_YEARS || (years === 0 && !second)) return [];
    const preferred =
      line.section === 'preferred' ||
      PREFERENCE_AFTER.test(after) ||
      PREFERENCE_LABEL.test(before) ||
      PREFERENCE.test(ownPart(after));
    const alternative = ALTERNATIVE.test(`${ownPartBefore(before)} ${ownPart(after)}`);
    return [{ years, preferred, alternative }];
  });
}

/**
 * The years of experience a posting asks for, as a recruiter reads them: figures of experience asked of the candidate
 * (not a company's age, a child's, a deadline or training to come), required ones before preferred ones, and of
 * those that all apply, the one that decides ('5+ years of experience, 2+ years managing people' asks 5); a range
 * asks its lower bound, a figure offered in lieu of another only when no other is given.
 */
export function yearsAsked(lines: readonly PostingLine[]): number | null {
  const asked = lines
    .filter((line) => line.section !== 'about' && line.section !== 'benefits')
    .flatMap(yearsIn);
  const main = asked.filter((entry) => !entry.alternative);
  const pool = main.length > 0 ? main : asked;
  const required = pool.filter((entry) => !entry.preferred);
  const chosen = required.length > 0 ? required : pool;
  return chosen.length > 0 ? Math.max(...chosen.map((entry) => entry.years)) : null;
}
