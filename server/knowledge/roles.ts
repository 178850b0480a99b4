import { CATALOGUE_FILES } from './catalogue.ts';
import type { Occupation } from './catalogue-schema.ts';
import type { Role } from './types.ts';

const fromOccupation = ({ industries, ...occupation }: Occupation): Role => {
  const [industry, ...otherIndustries] = industries as [Role['industry'], ...Role['industry'][]];
  return { ...occupation, industry, otherIndustries };
};

/** Titles a catalogue file gives for an occupation another file defines, by its id. */
const titlesFromOtherFiles = new Map<string, string[]>();
for (const file of CATALOGUE_FILES)
  for (const [id, titles] of Object.entries(file.titlesForOthers ?? {}))
    titlesFromOtherFiles.set(id, [...(titlesFromOtherFiles.get(id) ?? []), ...titles]);

const withTitlesFromOtherFiles = (role: Role): Role => {
  const more = titlesFromOtherFiles.get(role.id);
  return more ? { ...role, aliases: [...role.aliases, ...more] } : role;
};

/**
 * Every occupation the knowledge base knows (`data/occupations/`): its usual title, other titles and rungs, SOC code,
 * industries, family, the canonical skills (most important first), licences and what the work is measured by.
 */
export const ROLES: readonly Role[] = CATALOGUE_FILES.flatMap((file) =>
  file.occupations.map(fromOccupation),
).map(withTitlesFromOtherFiles);
