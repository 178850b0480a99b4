/** Career stage: entry 0–2 years (learning and potential), mid 3–7 years, senior 8+ years (leadership and strategy). */
export const SENIORITIES = ['entry', 'mid', 'senior'] as const;

export type Seniority = (typeof SENIORITIES)[number];

export function seniorityFor(yearsOfExperience: number): Seniority {
  if (yearsOfExperience <= 2) return 'entry';
  if (yearsOfExperience <= 7) return 'mid';
  return 'senior';
}
