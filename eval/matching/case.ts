import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { careerProfileRequestSchema } from '#common/api/career.ts';
import { SENIORITIES } from '#server/knowledge/seniority.ts';

/** A posting title pattern: a case-insensitive regular expression over the posting's title. */
const titlePattern = z.string().refine((source) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a regular expression');

/** The gold labels of one career profile: what a recruiter would and would never put in its top five (eval/README.md). */
export const matchingCaseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  description: z.string().min(10),
  /** The career profile exactly as the app's form sends it. */
  profile: careerProfileRequestSchema,
  /** The level of postings right for this person: any other level in the top five counts against the engine. */
  band: z.enum(SENIORITIES),
  /** Each pattern must match at least one of the top five titles. */
  top: z.array(titlePattern).min(1),
  /** Titles that must not be in the top five, and why: another level, a licence the person lacks, or another job. */
  notTop: z
    .array(z.strictObject({ title: titlePattern, why: z.enum(['band', 'licence', 'role']) }))
    .default([]),
  /** Posting locations ('Seattle, WA') a person with this preferred location counts as in or near it. */
  near: z.array(z.string().regex(/^[^,]+, [A-Z]{2}$/)).default([]),
});

export type MatchingCase = z.infer<typeof matchingCaseSchema>;

async function readCases(file: string): Promise<MatchingCase[]> {
  const text = await readFile(new URL(file, import.meta.url), 'utf8');
  return z.array(matchingCaseSchema).parse(JSON.parse(text));
}

/** The tuning cases (`cases.json`) and the held-out ones (`held-out.json`), whose failures are never listed. */
export async function loadMatchingCases(): Promise<{ tuning: MatchingCase[]; heldOut: MatchingCase[] }> {
  const tuning = await readCases('./cases.json');
  const heldOut = await readCases('./held-out.json');
  const ids = new Set([...tuning, ...heldOut].map((matchingCase) => matchingCase.id));
  if (ids.size !== tuning.length + heldOut.length) throw new Error('eval/matching: case ids must be unique');
  return { tuning, heldOut };
}
