import { ACTION_VERBS } from '#server/knowledge/index.ts';

/**
 * The forms of the verbs a bullet opens with, so a rewrite can turn 'Responsible for managing' into 'Managed' and
 * 'Rebuilt the workflow' into 'by rebuilding the workflow'. Only verbs listed here are turned: a verb whose forms
 * are guessed could come out misspelt.
 */

export type VerbForms = { past: string; present: string; gerund: string };

/** Everyday duty verbs that are not strong openers themselves but are what people did. */
const DUTY_VERBS: readonly (readonly [past: string, present: string])[] = [
  ['maintained', 'maintain'],
  ['prepared', 'prepare'],
  ['processed', 'process'],
  ['supported', 'support'],
  ['monitored', 'monitor'],
  ['reviewed', 'review'],
  ['answered', 'answer'],
  ['updated', 'update'],
  ['provided', 'provide'],
  ['performed', 'perform'],
  ['conducted', 'conduct'],
  ['responded', 'respond'],
  ['operated', 'operate'],
  ['served', 'serve'],
  ['drove', 'drive'],
  ['made', 'make'],
  ['kept', 'keep'],
  ['held', 'hold'],
  ['gave', 'give'],
  ['met', 'meet'],
  ['sent', 'send'],
  ['documented', 'document'],
  ['communicated', 'communicate'],
  ['greeted', 'greet'],
  ['inspected', 'inspect'],
  ['packed', 'pack'],
  ['stocked', 'stock'],
  ['cleaned', 'clean'],
  ['cooked', 'cook'],
  ['recruited', 'recruit'],
  ['sourced', 'source'],
  ['screened', 'screen'],
  ['enforced', 'enforce'],
  ['ensured', 'ensure'],
  ['handled', 'handle'],
  ['used', 'use'],
  ['ordered', 'order'],
  ['filed', 'file'],
  ['assisted', 'assist'],
  ['helped', 'help'],
  ['contributed', 'contribute'],
  ['worked', 'work'],
  ['wrote', 'write'],
];

/** Verbs of more than one syllable whose last consonant doubles: 'referring', 'programming'. */
const DOUBLING = new Set([
  'refer',
  'prefer',
  'control',
  'patrol',
  'commit',
  'submit',
  'admit',
  'permit',
  'transfer',
  'occur',
  'equip',
  'program',
  'compel',
  'propel',
  'expel',
]);

const syllables = (word: string) => word.match(/[aeiouy]+/g)?.length ?? 0;

/** The -ing form of a verb's present form: 'manage' → 'managing', 'plan' → 'planning', 'co-lead' → 'co-leading'. */
export function gerundOf(present: string): string {
  if (/ie$/.test(present)) return `${present.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(present)) return `${present}ing`;
  if (/e$/.test(present)) return `${present.slice(0, -1)}ing`;
  const lastPart = present.split('-').at(-1) ?? present;
  const shortClosed = syllables(lastPart) === 1 && /[^aeiou][aeiou][^aeiouwxy]$/.test(lastPart);
  if (shortClosed || DOUBLING.has(lastPart)) return `${present}${present.at(-1)}ing`;
  return `${present}ing`;
}

const ALL_VERBS: VerbForms[] = [
  ...ACTION_VERBS.map(({ past, present }) => [past, present] as const),
  ...DUTY_VERBS,
].map(([past, present]) => ({ past, present, gerund: gerundOf(present) }));

const byPast = new Map(ALL_VERBS.map((verb) => [verb.past, verb]));
const byPresent = new Map(ALL_VERBS.map((verb) => [verb.present, verb]));
const byGerund = new Map(ALL_VERBS.map((verb) => [verb.gerund, verb]));

/** British spellings of the verbs listed the American way: organised, analysing. */
const american = (word: string) =>
  word.replace(/is(e|ed|es|ing)$/, 'iz$1').replace(/ys(e|ed|es|ing)$/, 'yz$1');

function lookUp(map: Map<string, VerbForms>, word: string): VerbForms | undefined {
  const lower = word.toLowerCase();
  return map.get(lower) ?? map.get(american(lower));
}

/** The verb a past form is ('rebuilt'), if listed. */
export const verbOfPast = (word: string) => lookUp(byPast, word);
/** The verb a present form is ('rebuild'), if listed. */
export const verbOfPresent = (word: string) => lookUp(byPresent, word);
/** The verb an -ing form is ('rebuilding'), if listed. */
export const verbOfGerund = (word: string) => lookUp(byGerund, word);

/** Verbs that say little of what was done: a rewrite never opens with one of them. */
export const WEAK_VERBS: ReadonlySet<string> = new Set([
  'handle',
  'help',
  'assist',
  'contribute',
  'work',
  'use',
  'ensure',
]);
