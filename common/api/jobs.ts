import { z } from 'zod';
import { scoreSchema } from './resume.ts';

export const jobMatchSchema = z.object({
  /** The posting's id; the match is the current user's. */
  id: z.number().int().positive(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  workType: z.enum(['remote', 'hybrid', 'onsite']),
  /** A formatted range such as "$95,000 – $120,000"; empty when the posting gives none (shown as 'Competitive'). */
  salary: z.string(),
  requirements: z.array(z.string()),
  description: z.string(),
  matchScore: scoreSchema,
  /** One line on why the job fits. */
  reason: z.string(),
  isApplied: z.boolean(),
  /** 'sample' for the built-in catalogue; an importer's name otherwise. */
  source: z.string(),
  url: z.string().nullable(),
  postedAt: z.iso.datetime(),
});

export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The job id must be a number' })
    .int('The job id must be a whole number')
    .positive('The job id must be a positive number')
    .max(2_147_483_647, 'No job match has this id'),
});

/** Match badge colours: 90 or more green, 70 or more blue, below 70 yellow. */
export function matchBand(score: number): 'green' | 'blue' | 'yellow' {
  if (score >= 90) return 'green';
  if (score >= 70) return 'blue';
  return 'yellow';
}
