import { type VerbForms, verbOfGerund, WEAK_VERBS } from './verb-forms.ts';

/**
 * A bullet that opens with a duty phrase ('Responsible for', 'Helped with', 'Worked on') opened instead with what
 * the person did, using only the verb the bullet already holds: 'Responsible for training new hires' becomes
 * 'Trained new hires'. Where the bullet names no action, only a verb that says the same thing stands in for the
 * phrase ('Responsible for the payroll' → 'Managed the payroll'); otherwise the bullet is left alone.
 */

export type Tense = 'past' | 'present';

type WeakOpener = {
  phrase: RegExp;
  /** What stands in for the phrase before a noun, when a verb says the same: [past, present]. */
  beforeNoun?: readonly [string, string];
  /** Whether the phrase may come before an action ('Tasked with preparing'); 'Helped with preparing' may not. */
  beforeAction: boolean;
};

const WEAK_OPENERS: readonly WeakOpener[] = [
  { phrase: /^responsible\s{1,3}for\s{1,3}/i, beforeNoun: ['Managed', 'Manage'], beforeAction: true },
  {
    phrase: /^(?:was\s{1,3})?in\s{1,3}charge\s{1,3}of\s{1,3}/i,
    beforeNoun: ['Oversaw', 'Oversee'],
    beforeAction: true,
  },
  { phrase: /^(?:was\s{1,3})?tasked\s{1,3}with\s{1,3}/i, beforeAction: true },
  { phrase: /^duties\s{1,3}(?:included|include)\s{0,3}:?\s{1,3}/i, beforeAction: true },
  { phrase: /^worked\s{1,3}on\s{1,3}/i, beforeAction: true },
  {
    phrase: /^(?:helped|assisted)\s{1,3}with\s{1,3}/i,
    beforeNoun: ['Supported', 'Support'],
    beforeAction: false,
  },
  { phrase: /^assisted\s{1,3}in\s{1,3}/i, beforeNoun: ['Supported', 'Support'], beforeAction: false },
];

/** Words in -ing that name a field of work rather than an action: 'Responsible for marketing campaigns'. */
const ING_NOUNS = new Set([
  'marketing',
  'accounting',
  'engineering',
  'manufacturing',
  'billing',
  'staffing',
  'bookkeeping',
  'housekeeping',
  'merchandising',
  'purchasing',
  'shipping',
  'receiving',
  'catering',
  'nursing',
  'banking',
  'lending',
]);

export type Opening = { text: string; weak: string; strong: string };

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const formOf = (verb: VerbForms, tense: Tense) => (tense === 'past' ? verb.past : verb.present);

/** 'and ensuring compliance' after the first action becomes 'and ensured compliance'; undefined when it cannot. */
function coordinatedActions(rest: string, tense: Tense): string | undefined {
  let failed = false;
  const turned = rest.replace(
    /\b(and|or)(\s{1,3})([\p{L}-]{2,30}ing)\b/giu,
    (whole, conjunction, space, word) => {
      const verb = verbOfGerund(word);
      if (!verb) {
        failed = true;
        return whole;
      }
      return `${conjunction}${space}${formOf(verb, tense)}`;
    },
  );
  return failed ? undefined : turned;
}

/** The bullet opened with what the person did, or undefined when no honest opening is at hand. */
export function strongerOpening(text: string, tense: Tense): Opening | undefined {
  for (const opener of WEAK_OPENERS) {
    const found = text.match(opener.phrase);
    if (!found) continue;
    const weak = found[0].trim();
    const rest = text.slice(found[0].length);
    const firstWord = rest.match(/^[\p{L}-]{2,30}/u)?.[0] ?? '';
    const afterFirst = rest.slice(firstWord.length);
    const action = verbOfGerund(firstWord);
    // An action needs its object: 'Responsible for scheduling, payroll…' lists duties, it does not schedule them.
    if (action && /^\s{1,3}[\p{L}\p{N}$€£]/u.test(afterFirst)) {
      if (!opener.beforeAction || WEAK_VERBS.has(action.present)) return undefined;
      const following = coordinatedActions(afterFirst, tense);
      if (following === undefined) return undefined;
      const strong = capitalise(formOf(action, tense));
      return { text: `${strong}${following}`, weak, strong };
    }
    // An '-ing' word the verb list does not know may be an action all the same ('fixing bugs'): left alone.
    const unknownAction = /ing$/i.test(firstWord) && !action && !ING_NOUNS.has(firstWord.toLowerCase());
    if (unknownAction && afterFirst.trim() !== '') return undefined;
    if (!opener.beforeNoun || rest.trim() === '') return undefined;
    const strong = opener.beforeNoun[tense === 'past' ? 0 : 1];
    return { text: `${strong} ${rest}`, weak, strong };
  }
  return undefined;
}
