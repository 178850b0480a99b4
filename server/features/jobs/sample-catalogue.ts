import type { Database } from '#server/db/client.ts';
import { ROLES } from '#server/knowledge/index.ts';
import { generateSampleCatalogue, SAMPLE_DEAL, type SamplePosting } from './catalogue/generate.ts';
import { SAMPLE_SOURCE } from './catalogue-kind.ts';
import { type NewPosting, postingRepository } from './posting-repository.ts';

/** Two rounds of the deal: every occupation has postings, a common one two dozen. */
export const SAMPLE_CATALOGUE_SIZE = 2 * SAMPLE_DEAL.length;
const INSERT_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const familyOf = new Map(ROLES.map((role) => [role.id, role.family]));

function toRow(posting: SamplePosting, source: string, now: number): NewPosting {
  const { postedDaysAgo, ...rest } = posting;
  const postedAt = new Date(now - postedDaysAgo * DAY_MS);
  return {
    ...rest,
    source,
    url: null,
    family: familyOf.get(posting.roleId) ?? null,
    salaryPeriod: posting.salaryMin === null ? null : 'year',
    postedAt,
    firstSeenAt: postedAt,
  };
}

/** Inserts postings in batches; a posting already there (same source and id) is left as it is. */
export async function insertPostings(
  db: Database,
  postings: SamplePosting[],
  source = SAMPLE_SOURCE,
  now = Date.now(),
): Promise<void> {
  const repository = postingRepository(db);
  for (let start = 0; start < postings.length; start += INSERT_BATCH) {
    const batch = postings.slice(start, start + INSERT_BATCH).map((posting) => toRow(posting, source, now));
    await repository.insertPostings(batch);
  }
}

/**
 * Loads the sample catalogue on first start, so matching works offline. Safe when several instances start at once:
 * the unique (source, external id) makes a second load change nothing.
 */
export async function ensureSampleCatalogue(db: Database, size = SAMPLE_CATALOGUE_SIZE): Promise<number> {
  if ((await postingRepository(db).countBySource(SAMPLE_SOURCE)) > 0) return 0;
  const postings = generateSampleCatalogue(size);
  await insertPostings(db, postings);
  return postings.length;
}
