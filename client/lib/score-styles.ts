import { type ScoreBand, scoreBand } from '#common/scores.ts';

const TEXT: Record<ScoreBand, string> = {
  high: 'text-green-700',
  medium: 'text-yellow-700',
  low: 'text-red-700',
};
const TINT: Record<ScoreBand, string> = { high: 'bg-green-50', medium: 'bg-yellow-50', low: 'bg-red-50' };
const BAR: Record<ScoreBand, string> = { high: 'bg-green-600', medium: 'bg-yellow-500', low: 'bg-red-600' };

/** The score colour bands of the specification: text, light background tint and bar fill. */
export const scoreText = (score: number) => TEXT[scoreBand(score)];
export const scoreTint = (score: number) => TINT[scoreBand(score)];
export const scoreBar = (score: number) => BAR[scoreBand(score)];
