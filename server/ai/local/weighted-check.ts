/** One explicit check of a score: what it weighs, what share of that it earned, and whether that counts as passed. */
export type WeightedCheck<Category extends string> = {
  id: string;
  category: Category;
  label: string;
  weight: number;
  earned: number;
  passed: boolean;
  detail: string;
};

/** A check that earned `fraction` (clamped to 0–1) of its weight; it passes at `passAt` of it. */
export function weightedCheck<Category extends string>(
  category: Category,
  id: string,
  label: string,
  weight: number,
  fraction: number,
  detail: string,
  passAt = 1,
): WeightedCheck<Category> {
  const bounded = Math.min(1, Math.max(0, fraction));
  return {
    id,
    category,
    label,
    weight,
    earned: Math.round(bounded * weight * 10) / 10,
    passed: bounded >= passAt,
    detail,
  };
}
