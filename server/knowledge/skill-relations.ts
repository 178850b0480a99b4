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
 * Bare words that name a skill only beside another skill of its category: 'Sourcing, Screening' in a recruiter's
 * list next to 'Talent Acquisition' are candidate sourcing and screening; a buyer's 'sourcing' or a nurse's
 * 'screening' are not. The data's `wordsInContext`.
 */
export const SKILL_WORDS_IN_CONTEXT: Readonly<Record<string, readonly string[]>> = relation(
  (skill) => skill.wordsInContext,
);
