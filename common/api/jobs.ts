import { z } from 'zod';
import { POSTING_SOURCES } from '../jobs.ts';
import { scoreSchema } from './resume.ts';

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;

export const salaryRangeSchema = z.object({
  min: z.number().nonnegative().nullable(),
  max: z.number().nonnegative().nullable(),
  /** ISO 4217, upper case; null when the posting names no currency. */
  currency: z.string().length(3).nullable(),
  period: z.enum(SALARY_PERIODS).nullable(),
});

export type SalaryRange = z.infer<typeof salaryRangeSchema>;

/**
 * What vetting says of a posting, each with its reason in words: `good` reassures (direct from the employer,
 * fresh, pay published), `caution` asks the reader to look closer (open for months, reposted, no pay given),
 * `warning` is a scam signal, `info` is context (how many roles the company has open, merged duplicates).
 */
export const VETTING_FLAG_KINDS = [
  'direct-from-employer',
  'sample',
  'fresh',
  'open-long',
  'reposted',
  'salary-published',
  'no-salary',
  'duplicates-merged',
  'company-activity',
  'fee-requested',
  'messaging-app-contact',
  'personal-email',
  'pay-above-range',
  'closed',
] as const;

export const vettingFlagSchema = z.object({
  kind: z.enum(VETTING_FLAG_KINDS),
  tone: z.enum(['good', 'caution', 'warning', 'info']),
  /** A few words for a badge: "Direct from employer", "Open 120 days". */
  label: z.string(),
  /** One or two sentences saying what the flag is based on. */
  detail: z.string(),
});

export type VettingFlag = z.infer<typeof vettingFlagSchema>;

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
  /** The published pay, when the posting gives one. */
  salaryRange: salaryRangeSchema.nullable(),
  employmentType: z.string().nullable(),
  source: z.enum(POSTING_SOURCES),
  /** The employer's own page for the posting; null for sample postings. */
  url: z.string().nullable(),
  postedAt: z.iso.datetime(),
  /** Set when the posting has left its board; an application keeps it. */
  closedAt: z.iso.datetime().nullable(),
  vetting: z.array(vettingFlagSchema),
});

export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The job id must be a number' })
    .int('The job id must be a whole number')
    .positive('The job id must be a positive number')
    .max(2_147_483_647, 'No job match has this id'),
});

/** Which postings matches come from: employers' boards when any are followed, the sample catalogue otherwise. */
export const jobCatalogueSchema = z.object({
  kind: z.enum(['boards', 'sample']),
  /** Boards followed (JOB_BOARDS); 0 with the sample catalogue. */
  boards: z.number().int().nonnegative(),
  /** Open postings matches are drawn from. */
  openPostings: z.number().int().nonnegative(),
  /** When a board was last read successfully; null before the first refresh, and for the sample catalogue. */
  refreshedAt: z.iso.datetime().nullable(),
});

export type JobCatalogue = z.infer<typeof jobCatalogueSchema>;
