/** LinkedIn's own limits: a headline of 220 characters, an About section of 2 600, up to 100 skills. */
export const HEADLINE_MAX_LENGTH = 220;
export const SUMMARY_MAX_LENGTH = 2600;
export const SKILLS_MAX_COUNT = 100;
export const SKILL_MAX_LENGTH = 80;
export const EXPERIENCE_MAX_ITEMS = 30;
export const EXPERIENCE_ITEM_MAX_LENGTH = 2000;

/** A profile's strength: 80 or more 'Expert', 60 or more 'Strong', below 60 'Needs Improvement'. */
export function profileStrength(score: number): 'Expert' | 'Strong' | 'Needs Improvement' {
  if (score >= 80) return 'Expert';
  if (score >= 60) return 'Strong';
  return 'Needs Improvement';
}

/** The profile score shown is recommendations.profileScore, else optimizationScore, else 0. */
export function displayedProfileScore(
  profile:
    | { optimizationScore?: number; recommendations?: { profileScore: number } | null }
    | null
    | undefined,
): number {
  return profile?.recommendations?.profileScore ?? profile?.optimizationScore ?? 0;
}
