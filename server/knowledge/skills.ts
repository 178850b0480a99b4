import { CATALOGUE_FILES, SHARED_SKILL_FILES } from './catalogue.ts';
import type { CatalogueSkill } from './catalogue-schema.ts';
import type { Skill } from './types.ts';

/** Every skill the data defines, with its relations: the shared files' first, then each major group's. */
export const SKILL_DEFINITIONS: readonly CatalogueSkill[] = [
  ...SHARED_SKILL_FILES.flatMap((file) => file.skills),
  ...CATALOGUE_FILES.flatMap((file) => file.skills),
];

export const SKILLS: readonly Skill[] = SKILL_DEFINITIONS.map(
  ({
    shows: _shows,
    includes: _includes,
    wordsInContext: _wordsInContext,
    phrasings: _phrasings,
    ...skill
  }): Skill => skill,
);
