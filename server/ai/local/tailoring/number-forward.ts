import { figuresIn } from './truth.ts';
import { type VerbForms, verbOfGerund, verbOfPast, verbOfPresent, WEAK_VERBS } from './verb-forms.ts';

/**
 * A result the bullet states at its end moved to its front, where a reader skimming sees it: 'Rebuilt the invoicing
 * workflow, which cut costs by 30%' becomes 'Cut costs 30% by rebuilding the invoicing workflow'. Only the bullet's
 * own words move; a bullet whose grammar would not survive the move is left alone.
 */

/** Where a bullet's action ends and its result begins. */
const SEPARATORS = [', ', '; ', ' - ', ' – ', ' — '] as const;
/** The result clause: 'which cut costs by 30%', 'cutting costs by 30%'. */
const RESULT = /^(?:(which|that)\s{1,3})?([\p{L}-]{2,30})\s{1,3}(\S.*)$/su;
/** Longer bullets are paragraphs; rearranging them would not read better. */
const MAX_LENGTH = 300;

export type MovedResult = { text: string; figure: string };

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The result's verb in the bullet's tense: 'cut' of 'which cut', 'reduced' of 'reducing'. */
function resultVerb(
  relative: string | undefined,
  word: string,
  tense: 'past' | 'present',
): string | undefined {
  if (relative)
    return verbOfPast(word) && !WEAK_VERBS.has(verbOfPast(word)?.present ?? '') ? word : undefined;
  const verb = verbOfGerund(word);
  if (!verb || WEAK_VERBS.has(verb.present)) return undefined;
  return tense === 'past' ? verb.past : verb.present;
}

/** Verbs that make the '-ing' word a subject ('onboarding a carrier went from 6 weeks to 8 days'). */
const FINITE_VERBS = new Set([
  'went',
  'was',
  'were',
  'is',
  'are',
  'became',
  'fell',
  'rose',
  'dropped',
  'stayed',
  'took',
  'came',
  'has',
  'had',
]);

/** Whether a result clause has a verb of its own, so that its '-ing' word is not the action. */
const hasOwnVerb = (rest: string) =>
  (rest.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((word) => FINITE_VERBS.has(word) || verbOfPast(word));

/** 'by 30%' reads as '30%' once the action follows with its own 'by'. */
const withoutLeadingBy = (result: string) => result.replace(/\bby\s{1,3}([$€£₹]?\d)/u, '$1');

/** Where each separator starts and how long it is, in order. */
function separatorsIn(text: string): { index: number; length: number }[] {
  const found: { index: number; length: number }[] = [];
  for (const separator of SEPARATORS) {
    for (let index = text.indexOf(separator); index >= 0; index = text.indexOf(separator, index + 1)) {
      found.push({ index, length: separator.length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function moveResult(
  text: string,
  at: { index: number; length: number },
  opening: string,
  action: VerbForms,
  tense: 'past' | 'present',
): MovedResult | undefined {
  const head = text.slice(0, at.index);
  const tail = text.slice(at.index + at.length).trim();
  const found = tail.match(RESULT);
  const [figure] = figuresIn(tail);
  if (!found || !figure || figuresIn(head).length > 0) return undefined;
  const verb = resultVerb(found[1], found[2] ?? '', tense);
  if (!verb || hasOwnVerb(found[3] ?? '')) return undefined;
  const ending = /[.!]$/.test(tail) ? '.' : '';
  const result = withoutLeadingBy((found[3] ?? '').replace(/[.!]$/, '').trim());
  const means = `${action.gerund}${head.slice(opening.length)}`;
  return { text: `${capitalise(verb)} ${result} by ${means}${ending}`, figure: figure.written };
}

/** The bullet with its stated result first, or undefined when it states none at its end or cannot be rearranged. */
export function numberForward(text: string, tense: 'past' | 'present'): MovedResult | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const opening = text.match(/^([\p{L}-]{2,30})\s{1,3}/u)?.[1] ?? '';
  const past = verbOfPast(opening);
  // 'Process redesign for…' opens with a noun: a present form is read as a verb only where the job's bullets are
  // written in the present.
  const present = past || tense === 'past' ? undefined : verbOfPresent(opening);
  const action = past ?? present;
  if (!action) return undefined;
  for (const at of separatorsIn(text)) {
    const moved = moveResult(text, at, opening, action, past ? 'past' : 'present');
    if (moved) return moved;
  }
  return undefined;
}
