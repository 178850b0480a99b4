import { and, desc, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/index.ts';
import { titleQuery } from './repository.ts';

/** Postings read for one title: the newest, enough to tell what the job asks for. */
const POSTINGS_READ = 100;
/** A skill is the job's when this share of its postings asks for it, and at least two do. */
const SHARE_ASKING = 0.25;
const MIN_POSTINGS_ASKING = 2;
const SKILLS_KEPT = 15;

/**
 * The skills the open postings with a title ask for, most asked first: what a resume with a title the catalogue does
 * not know is measured against ('Hydroblasting Technician'). Every word of the title must be in a posting's title.
 */
export async function skillsAskedFor(db: Database, title: string): Promise<string[]> {
  const query = titleQuery(title, { every: true });
  if (!query) return [];
  const rows = await db
    .select({ requirements: jobs.requirements })
    .from(jobs)
    .where(and(sql`${jobs.titleSearch} @@ ${query}`, isNull(jobs.closedAt), isNull(jobs.duplicateOf)))
    .orderBy(desc(jobs.postedAt))
    .limit(POSTINGS_READ);
  const asking = new Map<string, number>();
  for (const { requirements } of rows)
    for (const skill of new Set(requirements)) asking.set(skill, (asking.get(skill) ?? 0) + 1);
  const needed = Math.max(MIN_POSTINGS_ASKING, Math.ceil(rows.length * SHARE_ASKING));
  return [...asking]
    .filter(([, count]) => count >= needed)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SKILLS_KEPT)
    .map(([skill]) => skill);
}
