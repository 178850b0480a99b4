import type { Role } from '#server/knowledge/index.ts';
import { type PayBand, type PayByLevel, postingFactsFor } from './posting-facts.ts';

/** A role's typical US base pay by level (posting-facts.json). */
export const payBandsFor = (role: Role): PayByLevel => postingFactsFor(role).pay;

const roundToThousand = (dollars: number) => Math.round(dollars / 1000) * 1000;

/**
 * A posting's yearly range in dollars: the band scaled by the city's pay level, each end nudged up to 6 % either way
 * so postings for the same job differ, and the top kept at least 5 % above the bottom.
 */
export function salaryRange(
  band: PayBand,
  payFactor: number,
  random: () => number,
): { salaryMin: number; salaryMax: number } {
  const nudge = () => 0.94 + random() * 0.12;
  const salaryMin = roundToThousand(band[0] * 1000 * payFactor * nudge());
  const salaryMax = Math.max(
    roundToThousand(band[1] * 1000 * payFactor * nudge()),
    roundToThousand(salaryMin * 1.05) + 1000,
  );
  return { salaryMin, salaryMax };
}
