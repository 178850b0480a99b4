/** How many of the skills a role asks for and a resume does not show the analysis reports, in the role's order. */
export const MAX_REPORTED_MISSING = 10;

/** The skills asked for (canonical names, most important first) that the resume does not show, in that order. */
export function missingSkills(asked: readonly string[], shown: ReadonlyMap<string, unknown>): string[] {
  return asked.filter((skill) => !shown.has(skill));
}

/** What the analysis reports missing: the first of the skills asked for that the resume does not show. */
export function reportedMissing(asked: readonly string[], shown: ReadonlyMap<string, unknown>): string[] {
  return missingSkills(asked, shown).slice(0, MAX_REPORTED_MISSING);
}
