import { SKILL_VERBS_FILE } from './catalogue.ts';
import { SKILL_DEFINITIONS } from './skills.ts';

const relation = (of: (skill: (typeof SKILL_DEFINITIONS)[number]) => readonly string[] | undefined) =>
  Object.fromEntries(
    SKILL_DEFINITIONS.flatMap((skill) => {
      const related = of(skill);
      return related ? [[skill.name, related] as const] : [];
    }),
  );

/**
 * What naming one skill shows beyond itself: a narrower skill, a product or a framework shows the broader skill it is
 * built on ('SQL Server' shows SQL, 'JUnit' shows unit testing, 'Tableau' shows data visualisation). Keys and values
 * are canonical skill names (Skill.name); the data's `shows`.
 */
export const SKILL_SHOWS: Readonly<Record<string, readonly string[]>> = relation((skill) => skill.shows);

/**
 * The products a suite's name shows without naming them ('Microsoft Office' → Microsoft Excel): shown, so never
 * reported missing, but not credited as named. The data's `includes`.
 */
export const SKILL_INCLUDES: Readonly<Record<string, readonly string[]>> = relation(
  (skill) => skill.includes,
);

/**
 * Bare words that name a skill only beside another skill of its category: 'Sourcing, Screening' in a recruiter's
 * list next to 'Talent Acquisition' are candidate sourcing and screening; a buyer's 'sourcing' or a nurse's
 * 'screening' are not. The data's `wordsInContext`.
 */
export const SKILL_WORDS_IN_CONTEXT: Readonly<Record<string, readonly string[]>> = relation(
  (skill) => skill.wordsInContext,
);

/**
 * Plain-language ways of saying one does a skill ('kept discipline in class' for Classroom Management): they show it
 * in a resume, never name it in a posting. The data's `phrasings`.
 */
export const SKILL_PHRASINGS: Readonly<Record<string, readonly string[]>> = relation(
  (skill) => skill.phrasings,
);

/**
 * Nouns of action that end skill names and the verbs that say the same ('management' → 'managed'), so that
 * 'managed projects' names Project Management. The data's `skill-verbs.json`.
 */
export const SKILL_HEAD_VERBS: Readonly<Record<string, readonly string[]>> = SKILL_VERBS_FILE.heads;
