import type { Industry } from '#common/industries.ts';
import { ACTION_VERBS } from './action-verbs.ts';
import type { RoleFamilyId } from './families.ts';
import { createLooseSkillReader } from './loose-skills.ts';
import { createPhraseMatcher } from './phrase-matcher.ts';
import { CLICHES, WEAK_PHRASES } from './phrases.ts';
import { ROLES } from './roles.ts';
import { createSkillMatcher } from './skill-matcher.ts';
import {
  SKILL_HEAD_VERBS,
  SKILL_INCLUDES,
  SKILL_PHRASINGS,
  SKILL_SHOWS,
  SKILL_WORDS_IN_CONTEXT,
} from './skill-relations.ts';
import { SKILLS } from './skills.ts';
import { roleOfNamedTitle, titleMentions, titleWords } from './titles.ts';
import type { ActionVerb, Cliche, Role, Skill, WeakPhrase } from './types.ts';

export {
  familyOf,
  isWrittenFamily,
  ROLE_FAMILIES,
  type RoleFamily,
  type RoleFamilyId,
} from './families.ts';
export {
  endsInJobNoun,
  findRole,
  inTitleWords,
  isGenericNounOnly,
  isRankOnly,
  isTitleShaped,
  isWrittenAsTitle,
  readTitle,
  rolesNamedIn,
  type TitleReading,
  titleMentions,
  titleWords,
} from './titles.ts';
export type { ActionVerb, ActionVerbCategory, Cliche, Role, Skill, SkillKind, WeakPhrase } from './types.ts';
export { ACTION_VERBS, CLICHES, ROLES, SKILLS, WEAK_PHRASES };

const skillMatcher = createSkillMatcher(
  SKILLS,
  {
    shows: SKILL_SHOWS,
    wordsInContext: SKILL_WORDS_IN_CONTEXT,
    phrasings: SKILL_PHRASINGS,
    headVerbs: SKILL_HEAD_VERBS,
    includes: SKILL_INCLUDES,
  },
  createLooseSkillReader(SKILLS),
);

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
 * Every skill the text shows: those it names or says in plain words ('managed projects', 'kept discipline in class')
 * or in its own (every word of the name in one sentence, in any form: 'assessed each patient'), plus the broader
 * skills they imply ('SQL Server' shows SQL, 'JUnit' shows Unit Testing), each implied one attributed to the passages
 * that show it. The question it answers is whether the text covers a skill asked for (missing
 * keywords, coverage of a role), never what the text names.
 */
export function skillsShownBy(text: string): Map<string, string[]> {
  return skillMatcher.shown(text);
}

/**
 * What skillsShownBy finds, and apart from it what the text shows in the catalogue's words (names, synonyms, set
 * phrasings): a resume's keyword coverage credits those, as a search for them finds them; a skill said only in the
 * text's own words is not missing, but is better named.
 */
export function skillsShownApart(text: string): {
  shown: Map<string, string[]>;
  inCatalogueWords: Map<string, string[]>;
} {
  return skillMatcher.shownApart(text);
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

const MIN_SHARED_SKILLS_TO_INFER = 3;

/**
 * Whether a title named in running text says the person's job: a rank alone ('Principal') does not, nor one ordinary
 * word, which is as often a name or a place ('Cook County', 'Baker Street'), nor an acronym, which is as often the
 * person they worked for ('reporting to the CEO').
 */
const namesAJob = (match: string) => titleWords(match).length > 1 && match !== match.toUpperCase();

/**
 * The role a resume or profile is about: the role whose titles the text names most often (the earliest named on a
 * tie), else the role whose hard skills and tools the text covers the largest share of (three at least).
 */
export function inferRole(text: string): Role | undefined {
  const mentions = new Map<Role, number>();
  for (const { match } of titleMentions(text)) {
    if (!namesAJob(match)) continue;
    const role = roleOfNamedTitle(match);
    if (role) mentions.set(role, (mentions.get(role) ?? 0) + 1);
  }
  const mostNamed = [...mentions].reduce<[Role, number] | undefined>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    undefined,
  );
  if (mostNamed) return mostNamed[0];
  const mentioned = skillsShownBy(text);
  // The occupation whose own skills the text covers most, as a share: a long list (a director's, listing every
  // skill of the teams it leads) does not win by its length.
  let best: { role: Role; share: number } | undefined;
  for (const role of ROLES) {
    const skills = [...role.hardSkills, ...role.tools];
    const shared = skills.filter((skill) => mentioned.has(skill)).length;
    const share = shared / skills.length;
    if (shared >= MIN_SHARED_SKILLS_TO_INFER && (!best || share > best.share)) best = { role, share };
  }
  return best?.role;
}

export function rolesInIndustry(industry: Industry): Role[] {
  return ROLES.filter((role) => role.industry === industry || role.otherIndustries.includes(industry));
}

export function rolesInFamily(family: RoleFamilyId): Role[] {
  return ROLES.filter((role) => role.family === family);
}

/** 'manages', 'teaches', 'identifies': the form a current role's bullets often open with. */
function thirdPerson(present: string): string {
  if (/[^aeiou]y$/.test(present)) return `${present.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x|z)$/.test(present) ? `${present}es` : `${present}s`;
}

/** 'managing', 'planning', 'identifying': the doubled consonant of a regular past is kept ('planned' → 'planning'). */
function gerund({ past, present }: ActionVerb): string {
  if (past.endsWith('ed') && !past.endsWith('ied') && past.startsWith(present.slice(0, -1)))
    return `${past.slice(0, -2)}ing`;
  return /[^e]e$/.test(present) ? `${present.slice(0, -1)}ing` : `${present}ing`;
}

const verbsByForm = new Map(
  ACTION_VERBS.flatMap((verb) => [[verb.past, verb] as const, [verb.present, verb] as const]),
);
/** The forms a bullet may open with, '-s' and '-ing' too; the title readers keep to past and present. */
const verbsByOpeningForm = new Map([
  ...verbsByForm,
  ...ACTION_VERBS.flatMap((verb) => [
    [thirdPerson(verb.present), verb] as const,
    [gerund(verb), verb] as const,
  ]),
]);

/** British spellings of the verbs the list writes the American way: organised, analysed. */
const americanSpelling = (word: string) =>
  word.replace(/is(e|ed|es|ing)$/, 'iz$1').replace(/ys(e|ed|es|ing)$/, 'yz$1');

const inForms = (forms: ReadonlyMap<string, ActionVerb>, word: string) => {
  const lower = word.toLowerCase();
  return forms.get(lower) ?? forms.get(americanSpelling(lower));
};

/** The strong action verb a word is (past or present form, British or American spelling), if it is one. */
export const actionVerbOf = (word: string): ActionVerb | undefined => inForms(verbsByForm, word);

/** The strong action verb a bullet's first word is, in any form: 'Led', 'Lead', 'Leads', 'Leading'. */
export const openingVerbOf = (word: string): ActionVerb | undefined => inForms(verbsByOpeningForm, word);

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
