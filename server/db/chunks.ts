/** Ids bound in one statement at most: PostgreSQL takes 65 535 parameters, and a refresh may touch more rows. */
export const IDS_PER_STATEMENT = 10_000;

/** The list in consecutive pieces of at most `size`, for statements that bind one parameter per item. */
export function chunks<T>(items: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}
