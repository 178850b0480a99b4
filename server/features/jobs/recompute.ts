import type { CareerProfileInput } from '#common/api/career.ts';
import type { Database } from '#server/db/client.ts';
import { rankMatches, readProfile } from './matching.ts';
import { jobRepository } from './repository.ts';

/** Scores the pre-selected postings for a saved profile and stores the ranking. */
export async function recomputeMatches(
  db: Database,
  userId: string,
  profile: CareerProfileInput,
): Promise<void> {
  const repository = jobRepository(db);
  const reader = readProfile(profile);
  const candidates = await repository.candidates(reader);
  await repository.replaceMatches(userId, rankMatches(reader, candidates));
}
