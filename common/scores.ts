/** Scores shown anywhere are clamped to 0–100; a missing score shows as 0. */
export function clampScore(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export type ScoreBand = 'high' | 'medium' | 'low';

/** A score's colour band: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreBand(score: number): ScoreBand {
  const clamped = clampScore(score);
  if (clamped >= 80) return 'high';
  if (clamped >= 60) return 'medium';
  return 'low';
}

/**
 * How much each sub-score counts towards a resume's overall score. Evidence of results weighs most: keywords depend
 * on which role is read and which skills the knowledge base knows, so they must not outrank substance (decision 0025).
 */
export const OVERALL_SCORE_WEIGHTS = { ats: 0.2, keywords: 0.1, content: 0.7 } as const;
