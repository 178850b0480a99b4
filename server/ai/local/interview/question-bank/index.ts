import { isWrittenFamily, ROLE_FAMILIES, type RoleFamilyId } from '#server/knowledge/families.ts';
import { readTitle } from '#server/knowledge/index.ts';
import { occupationQuestion } from '../occupation-questions/questions.ts';
import { BEHAVIOURAL_QUESTIONS } from './behavioural.ts';
import { CULTURE_QUESTIONS } from './culture.ts';
import { TECHNICAL_QUESTIONS } from './technical.ts';
import type { Question } from './types.ts';
import { FAMILY_VOCABULARIES } from './vocabulary.ts';

export { BEHAVIOURAL_QUESTIONS } from './behavioural.ts';
export { CULTURE_QUESTIONS } from './culture.ts';
export { TECHNICAL_QUESTIONS } from './technical.ts';
export type { Competency, FamilyVocabulary, Question, QuestionKind } from './types.ts';
export { COMPETENCIES } from './types.ts';
export { FAMILY_VOCABULARIES } from './vocabulary.ts';

export const QUESTION_BANK: readonly Question[] = [
  ...BEHAVIOURAL_QUESTIONS,
  ...CULTURE_QUESTIONS,
  ...TECHNICAL_QUESTIONS,
];

export const questionsById: ReadonlyMap<string, Question> = new Map(
  QUESTION_BANK.map((question) => [question.id, question]),
);

/**
 * A question by its id: the bank's, or one written from an occupation's data ('occ-…'), written again the same way,
 * so that an id a saved session holds still finds its question after a restart.
 */
export function findQuestion(id: string): Question | undefined {
  return questionsById.get(id) ?? occupationQuestion(id);
}

/**
 * Lower case, a standalone '&' spelled 'and', and every run of other characters than letters, digits, '+',
 * '#' and '&' made one space, so that 'Front-End', 'front end' and 'FRONT END' compare equal and 'C++',
 * 'FP&A' survive.
 */
function normaliseTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?<!\s)\s+&\s+/g, ' and ')
    .replace(/[^\p{L}\p{N}+#&]+/gu, ' ')
    .trim();
}

const ROLE_KEYWORDS = FAMILY_VOCABULARIES.flatMap(({ family, roleKeywords }) =>
  roleKeywords.map((keyword) => ({ family, keyword: normaliseTitle(keyword) })),
);

/**
 * The role families a typed job title belongs to. The family of the catalogue occupation the title names comes
 * first when the question bank has questions of it ('Quantity Surveyor' → construction-management); then those with
 * a role keyword in the title as whole words, the longest (most specific) match first, then the families of the
 * given industry, then ROLE_FAMILIES order. A title without any keyword ('Wizard') gets the families whose industry
 * or other industries include the given one, in ROLE_FAMILIES order.
 */
export function familiesForRole(industry: string, role: string): RoleFamilyId[] {
  const byKeyword = familiesByKeyword(industry, role);
  const occupationFamily = readTitle(role)?.role.family;
  if (occupationFamily === undefined || !isWrittenFamily(occupationFamily)) return byKeyword;
  return [occupationFamily, ...byKeyword.filter((family) => family !== occupationFamily)];
}

function familiesByKeyword(industry: string, role: string): RoleFamilyId[] {
  const title = ` ${normaliseTitle(role)} `;
  const longestMatch = new Map<RoleFamilyId, number>();
  for (const { family, keyword } of ROLE_KEYWORDS) {
    if (title.includes(` ${keyword} `) && keyword.length > (longestMatch.get(family) ?? 0)) {
      longestMatch.set(family, keyword.length);
    }
  }

  const wantedIndustry = industry.trim().toLowerCase();
  const industryDistance = (family: (typeof ROLE_FAMILIES)[number]): number => {
    if (family.industry === wantedIndustry) return 0;
    return family.otherIndustries.some((other) => other === wantedIndustry) ? 1 : 2;
  };

  if (longestMatch.size === 0) {
    return ROLE_FAMILIES.filter((family) => industryDistance(family) < 2).map((family) => family.id);
  }
  return ROLE_FAMILIES.filter((family) => longestMatch.has(family.id))
    .sort(
      (a, b) =>
        (longestMatch.get(b.id) ?? 0) - (longestMatch.get(a.id) ?? 0) ||
        industryDistance(a) - industryDistance(b),
    )
    .map((family) => family.id);
}
