import type { Database } from '#server/db/client.ts';
import { ROLES } from '#server/knowledge/index.ts';
import { generateSampleCatalogue, type SamplePosting } from './catalogue/generate.ts';
import { jobRepository, type NewPosting } from './repository.ts';

export const SAMPLE_SOURCE = 'sample';
export const SAMPLE_CATALOGUE_SIZE = 2400;
const INSERT_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const familyOf = new Map(ROLES.map((role) => [role.id, role.family]));

function toRow(posting: SamplePosting, source: string, now: number): NewPosting {
  const { postedDaysAgo, ...rest } = posting;
  return {
    ...rest,
    source,
    url: null,
    family: familyOf.get(posting.roleId) ?? null,
    postedAt: new Date(now - postedDaysAgo * DAY_MS),
  };
}

/** Inserts postings in batches; a posting already there (same source and id) is left as it is. */
export async function insertPostings(
  db: Database,
  postings: SamplePosting[],
  source = SAMPLE_SOURCE,
  now = Date.now(),
): Promise<void> {
  const repository = jobRepository(db);
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
  if ((await jobRepository(db).countBySource(SAMPLE_SOURCE)) > 0) return 0;
  const postings = generateSampleCatalogue(size);
  await insertPostings(db, postings);
  return postings.length;
}
