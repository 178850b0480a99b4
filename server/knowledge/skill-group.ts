import type { Skill, SkillKind } from './types.ts';

/** A skill's canonical name followed by its synonyms. */
type SkillTerms = readonly [name: string, ...synonyms: string[]];

type SkillEntry = SkillTerms | { readonly terms: SkillTerms; readonly matchCase: true };

/** A skill whose name or synonyms are also ordinary words or letters: it matches only in exactly this case. */
export const exactCase = (...terms: SkillTerms): SkillEntry => ({ terms, matchCase: true });

/** Skills of one kind and category, each written as its canonical name followed by its synonyms. */
export function skillGroup(kind: SkillKind, category: string, entries: readonly SkillEntry[]): Skill[] {
  return entries.map((entry) => {
    if ('terms' in entry) {
      const [name, ...synonyms] = entry.terms;
      return { name, synonyms, kind, category, matchCase: true };
    }
    const [name, ...synonyms] = entry;
    return { name, synonyms, kind, category };
  });
}
