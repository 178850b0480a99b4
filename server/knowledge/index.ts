import type { Industry } from '#common/industries.ts';
import { ACTION_VERBS } from './action-verbs.ts';
import type { RoleFamilyId } from './families.ts';
import { createPhraseMatcher } from './phrase-matcher.ts';
import { CLICHES, WEAK_PHRASES } from './phrases.ts';
import { ROLES } from './roles.ts';
import { createSkillMatcher } from './skill-matcher.ts';
import { SKILL_SHOWS, SKILL_WORDS_IN_CONTEXT } from './skill-relations.ts';
import { SKILLS } from './skills.ts';
import type { ActionVerb, Cliche, Role, Skill, WeakPhrase } from './types.ts';

export { ROLE_FAMILIES, type RoleFamily, type RoleFamilyId } from './families.ts';
export type { ActionVerb, ActionVerbCategory, Cliche, Role, Skill, SkillKind, WeakPhrase } from './types.ts';
export { ACTION_VERBS, CLICHES, ROLES, SKILLS, WEAK_PHRASES };

const skillMatcher = createSkillMatcher(SKILLS, {
  shows: SKILL_SHOWS,
  wordsInContext: SKILL_WORDS_IN_CONTEXT,
});

/** A skill by its canonical name or any synonym, case-insensitive except for names that are ordinary words. */
export function findSkill(term: string): Skill | undefined {
  return skillMatcher.lookup(term);
}

/**
 * Every skill the text names, as written: canonical name → the exact passages of the text that named it, in order.
 * The question it answers is what the person wrote (counts, quotes, lists). A bare word names a skill only beside
 * another skill of its category ('Sourcing' beside 'Talent Acquisition').
 */
export function skillsNamedIn(text: string): Map<string, string[]> {
  return skillMatcher.named(text);
}

/**
 * Every skill the text shows: those it names, plus the broader skills they imply ('SQL Server' shows SQL, 'JUnit'
 * shows Unit Testing), each implied one attributed to the passages that show it. The question it answers is whether
 * the text covers a skill asked for (missing keywords, coverage of a role), never what the text names.
 */
export function skillsShownBy(text: string): Map<string, string[]> {
  return skillMatcher.shown(text);
}

/** Words about level or rank, not about the job itself. */
const SENIORITY_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'entry',
  'level',
  'mid',
  'intern',
  'trainee',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
]);

/** A title's words that name the job: no rank, no number, no qualifier in brackets ('(East)', '(ICU)'). */
function titleWords(title: string): string[] {
  return title
    .replace(/\([^()]{0,60}\)/g, ' ')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word !== '' && !SENIORITY_WORDS.has(word) && !/^\d+$/.test(word));
}

const roleTitles = ROLES.map((role) => ({ role, titles: [role.title, ...role.aliases].map(titleWords) }));
const exactTitles = new Map(
  roleTitles.flatMap(({ role, titles }) => titles.map((words) => [words.join(' '), role] as const)).reverse(),
);

/** Head nouns that name a rank or a kind of work but no field: 'Senior Associate' alone names no role. */
const GENERIC_HEADS = new Set([
  'associate',
  'manager',
  'analyst',
  'consultant',
  'engineer',
  'specialist',
  'officer',
  'executive',
  'director',
  'assistant',
  'coordinator',
  'developer',
  'administrator',
  'representative',
  'technician',
  'partner',
  'advisor',
  'member',
  'staff',
]);

/**
 * Word overlap of two titles, counted only when they share the head noun (the last word: Nurse, Analyst, Counselor)
 * and, where that noun is generic, a word of the field as well.
 */
function similarity(title: string[], candidate: string[]): number {
  const head = candidate.at(-1);
  if (head === undefined || !title.includes(head)) return 0;
  const shared = title.filter((word) => candidate.includes(word)).length;
  if (GENERIC_HEADS.has(head) && shared < 2) return 0;
  return (2 * shared) / (title.length + candidate.length);
}

type TitleCandidate = { role: Role; words: string[]; order: number };

/** Titles and aliases by head noun, in catalogue order: a title can only resemble those whose head it names. */
const titlesByHead = new Map<string, TitleCandidate[]>();
roleTitles
  .flatMap(({ role, titles }) => titles.map((words) => ({ role, words })))
  .forEach((candidate, order) => {
    const head = candidate.words.at(-1);
    if (head !== undefined)
      titlesByHead.set(head, [...(titlesByHead.get(head) ?? []), { ...candidate, order }]);
  });

/** The role a free-text job title names: an exact title or alias first (ignoring seniority), else the closest one. */
export function findRole(title: string): Role | undefined {
  const words = titleWords(title);
  if (words.length === 0) return undefined;
  const exact = exactTitles.get(words.join(' '));
  if (exact) return exact;
  const candidates = [...new Set(words)]
    .flatMap((word) => titlesByHead.get(word) ?? [])
    .sort((a, b) => a.order - b.order);
  // On a tie, the field named first leads: 'Sales and Marketing Head' is about sales.
  let best: { role: Role; score: number; at: number } | undefined;
  for (const { role, words: candidate } of candidates) {
    const score = similarity(words, candidate);
    const at = words.indexOf(candidate.at(-1) ?? '');
    if (score >= 0.5 && (!best || score > best.score || (score === best.score && at < best.at)))
      best = { role, score, at };
  }
  return best?.role;
}

/** Longest first, so that 'Senior Software Engineer' wins over 'Software Engineer' where both start. */
const longestFirst = (phrases: string[]) => [...phrases].sort((a, b) => b.length - a.length);

function phraseFinder<T>(entries: readonly T[], phraseOf: (entry: T) => string) {
  const byPhrase = new Map(
    entries.map((entry) => [
      phraseOf(entry)
        .toLowerCase()
        .replace(/[-\s]+/g, ' '),
      entry,
    ]),
  );
  const phrasesIn = createPhraseMatcher(longestFirst(entries.map(phraseOf)));
  return (text: string) =>
    phrasesIn(text).flatMap(({ match, index }) => {
      const entry = byPhrase.get(match.toLowerCase().replace(/[-\s]+/g, ' '));
      return entry ? [{ entry, match, index }] : [];
    });
}

/** Every job title or alias the text names, longest first where several start at one place. */
export const titleMentions = createPhraseMatcher(
  longestFirst(roleTitles.flatMap(({ role }) => [role.title, ...role.aliases])),
);
const rolesByTitle = new Map(
  ROLES.flatMap((role) =>
    [role.title, ...role.aliases].map(
      (title) => [title.toLowerCase().replace(/[-\s]+/g, ' '), role] as const,
    ),
  ),
);
const MIN_SHARED_SKILLS_TO_INFER = 3;

/** The roles whose titles or aliases the text names, in the order first named. */
export function rolesNamedIn(text: string): Role[] {
  // A rank alone ('Principal' of 'Principal Consultant') names no role here.
  const named = titleMentions(text)
    .filter(({ match }) => titleWords(match).length > 0)
    .map(({ match }) => rolesByTitle.get(match.toLowerCase().replace(/[-\s]+/g, ' ')));
  return [...new Set(named.filter((role): role is Role => role !== undefined))];
}

/**
 * The role a resume or profile is about: the role whose titles the text names most often (the earliest named on a
 * tie), else the role whose hard skills and tools the text shares most (three at least).
 */
export function inferRole(text: string): Role | undefined {
  const mentions = new Map<Role, number>();
  for (const { match } of titleMentions(text)) {
    const role = rolesByTitle.get(match.toLowerCase().replace(/[-\s]+/g, ' '));
    if (role) mentions.set(role, (mentions.get(role) ?? 0) + 1);
  }
  const mostNamed = [...mentions].reduce<[Role, number] | undefined>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    undefined,
  );
  if (mostNamed) return mostNamed[0];
  const mentioned = skillsShownBy(text);
  let best: { role: Role; shared: number } | undefined;
  for (const role of ROLES) {
    const shared = [...role.hardSkills, ...role.tools].filter((skill) => mentioned.has(skill)).length;
    if (shared >= MIN_SHARED_SKILLS_TO_INFER && (!best || shared > best.shared)) best = { role, shared };
  }
  return best?.role;
}

export function rolesInIndustry(industry: Industry): Role[] {
  return ROLES.filter((role) => role.industry === industry || role.otherIndustries.includes(industry));
}

export function rolesInFamily(family: RoleFamilyId): Role[] {
  return ROLES.filter((role) => role.family === family);
}

const verbsByForm = new Map(
  ACTION_VERBS.flatMap((verb) => [[verb.past, verb] as const, [verb.present, verb] as const]),
);

/** British spellings of the verbs the list writes the American way: organised, analysed. */
const americanSpelling = (word: string) =>
  word.replace(/is(e|ed|es|ing)$/, 'iz$1').replace(/ys(e|ed|es|ing)$/, 'yz$1');

/** The strong action verb a word is (past or present form, British or American spelling), if it is one. */
export function actionVerbOf(word: string): ActionVerb | undefined {
  const lower = word.toLowerCase();
  return verbsByForm.get(lower) ?? verbsByForm.get(americanSpelling(lower));
}

export type PhraseMatch<T> = { entry: T; match: string; index: number };

/** Weak duty phrases in a text, each with the exact passage found. */
export const weakPhrasesIn: (text: string) => PhraseMatch<WeakPhrase>[] = phraseFinder(
  WEAK_PHRASES,
  (entry) => entry.phrase,
);

/** Clichés in a text, each with the exact passage found. */
export const clichesIn: (text: string) => PhraseMatch<Cliche>[] = phraseFinder(
  CLICHES,
  (entry) => entry.phrase,
);
