import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Role } from '#server/knowledge/index.ts';

/** Yearly US base pay in thousands of dollars, for a mid-cost city: the low and high end of a posting's range. */
const payBandSchema = z
  .tuple([z.number().int().positive(), z.number().int().positive()])
  .refine(([low, high]) => low < high, 'a band starts below its top');

const payByLevelSchema = z
  .strictObject({ entry: payBandSchema, mid: payBandSchema, senior: payBandSchema })
  .refine(
    ({ entry, mid, senior }) =>
      entry[0] < mid[0] && mid[0] < senior[0] && entry[1] < mid[1] && mid[1] < senior[1],
    'pay rises with the level',
  );

/** Percent of postings that are remote, hybrid and on-site. */
const workTypeMixSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)])
  .refine((mix) => mix[0] + mix[1] + mix[2] === 100, 'the shares add up to 100');

const phrase = z.string().trim().min(1).max(100);
/**
 * The team a job sits in, who it serves, and what the team spends its time on, as a posting's sentences use them:
 * 'join its {team}, which focuses on {focus}', 'a {team} that serves {serves}'.
 */
const settingSchema = z.strictObject({ team: phrase, serves: phrase, focus: phrase });

const familyFactsSchema = z.strictObject({
  pay: payByLevelSchema,
  workTypes: workTypeMixSchema,
  setting: settingSchema,
  /** 'plain' where postings do not write 'Junior' or 'Associate' before the title: care, trades, service work. */
  titles: z.enum(['plain', 'professional']),
});

const roleFactsSchema = z.strictObject({
  pay: payByLevelSchema.optional(),
  workTypes: workTypeMixSchema.optional(),
  setting: settingSchema.optional(),
});

export const postingFactsFileSchema = z.strictObject({
  about: z.string(),
  /** Every occupation family of the knowledge base, by its id. */
  families: z.record(z.string(), familyFactsSchema),
  /** Occupations paid, placed or set apart from the rest of their family (a bank teller, an electrician), by id. */
  roles: z.record(z.string(), roleFactsSchema),
});

export type PostingFacts = z.infer<typeof familyFactsSchema>;
export type PayByLevel = PostingFacts['pay'];
export type PayBand = PayByLevel['entry'];
export type WorkTypeMix = PostingFacts['workTypes'];
export type PostingSetting = PostingFacts['setting'];

export const POSTING_FACTS_PATH = join(import.meta.dirname, 'posting-facts.json');

/** Read as its test has checked it (posting-facts.test.ts), like the knowledge base's data. */
export const POSTING_FACTS = JSON.parse(readFileSync(POSTING_FACTS_PATH, 'utf8')) as z.infer<
  typeof postingFactsFileSchema
>;

/** What the sample catalogue knows of an occupation's postings: its family's facts, with its own where it has them. */
export function postingFactsFor(role: Role): PostingFacts {
  const family = POSTING_FACTS.families[role.family];
  if (!family) throw new Error(`posting-facts.json: no facts for the family ${role.family}`);
  const own = POSTING_FACTS.roles[role.id];
  return own ? { ...family, ...own } : family;
}
