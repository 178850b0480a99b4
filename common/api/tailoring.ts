import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  JOB_COMPANY_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_WORDS,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
  SENIORITY_LEVELS,
} from '../tailoring.ts';
import { scoreSchema } from './resume.ts';

export const senioritySchema = z.enum(SENIORITY_LEVELS);
export const educationLevelSchema = z.enum(EDUCATION_LEVELS);

const skillNameSchema = z
  .string()
  .trim()
  .min(1, 'A skill cannot be empty')
  .max(100, 'A skill can be at most 100 characters');

const jobUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a web address that starts with http:// or https://' })
  .max(JOB_URL_MAX_LENGTH, `A web address can be at most ${JOB_URL_MAX_LENGTH} characters`);

const jobDescriptionSchema = z
  .string({ error: 'Paste the job description' })
  .trim()
  .max(
    JOB_DESCRIPTION_MAX_LENGTH,
    `A job description can be at most ${JOB_DESCRIPTION_MAX_LENGTH} characters`,
  )
  .refine(
    (text) => text.split(/\s+/).filter(Boolean).length >= JOB_DESCRIPTION_MIN_WORDS,
    `Paste the whole job description: at least ${JOB_DESCRIPTION_MIN_WORDS} words`,
  );

/** Where the job came from: pasted text, a posting's web address, or one of the user's job matches. */
export const jobSourceSchema = z.object({
  kind: z.enum(['pasted', 'url', 'match']),
  /** The job match's id when `kind` is 'match'. */
  matchId: z.number().int().positive().nullable(),
});

/**
 * A job to tailor a resume to, as read from its posting. Every field is shown to the user, who corrects any of them
 * before comparing; the comparison uses the corrected job.
 */
export const targetJobSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter the job title')
    .max(JOB_TITLE_MAX_LENGTH, `A job title can be at most ${JOB_TITLE_MAX_LENGTH} characters`),
  /** Empty when the posting does not say. */
  company: z
    .string()
    .trim()
    .max(JOB_COMPANY_MAX_LENGTH, `A company name can be at most ${JOB_COMPANY_MAX_LENGTH} characters`),
  seniority: senioritySchema.nullable(),
  /** The fewest years of experience asked for, when the posting says. */
  years: z.number().int().min(0).max(50).nullable(),
  /** The lowest degree asked for, when the posting asks for one. */
  education: educationLevelSchema.nullable(),
  /** Skills the posting requires, in its own words. */
  requiredSkills: z
    .array(skillNameSchema)
    .max(JOB_SKILLS_MAX, `List at most ${JOB_SKILLS_MAX} required skills`),
  /** Skills the posting prefers ('nice to have', 'a plus'), in its own words. */
  preferredSkills: z
    .array(skillNameSchema)
    .max(JOB_SKILLS_MAX, `List at most ${JOB_SKILLS_MAX} preferred skills`),
  /** As pasted or imported; a job match's own description may be shorter than what a paste must hold. */
  description: z
    .string()
    .trim()
    .min(1, 'The job description cannot be empty')
    .max(
      JOB_DESCRIPTION_MAX_LENGTH,
      `A job description can be at most ${JOB_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  url: jobUrlSchema.nullable(),
  source: jobSourceSchema,
});

export type TargetJob = z.infer<typeof targetJobSchema>;

/** Read a job from pasted text, a posting's web address, or one of the user's job matches. */
export const readJobRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), text: jobDescriptionSchema }),
    z.object({ kind: z.literal('url'), url: jobUrlSchema }),
    z.object({
      kind: z.literal('match'),
      matchId: z.number({ error: 'Choose one of your job matches' }).int().positive().max(2_147_483_647),
    }),
  ],
  { error: "Say where the job comes from: 'text', 'url' or 'match'" },
);

export type ReadJobRequest = z.infer<typeof readJobRequestSchema>;

export const matchPartIdSchema = z.enum([
  'hard-skills',
  'soft-skills',
  'title',
  'seniority',
  'education',
  'ats',
]);

/** One part of the match rate: its score, its share of the rate, and why it scored so. */
export const matchPartSchema = z.object({
  id: matchPartIdSchema,
  label: z.string(),
  score: scoreSchema,
  /** Its share of the match rate, in percent; the shares add up to 100. */
  weight: z.number().min(0).max(100),
  detail: z.string(),
});

export type MatchPart = z.infer<typeof matchPartSchema>;

const keywordBaseSchema = z.object({
  /** The posting's own words. */
  keyword: z.string(),
  /** The skill it names, as the product's knowledge calls it. */
  skill: z.string(),
  kind: z.enum(['hard', 'soft']),
  required: z.boolean(),
});

/** A keyword of the posting the resume shows, with the resume's line that shows it. */
export const keywordHitSchema = keywordBaseSchema.extend({ quote: z.string() });

/** A keyword of the posting the resume does not show, and where it would belong if it is true of the person. */
export const keywordGapSchema = keywordBaseSchema.extend({
  placement: z.object({
    /** The section it would go in, by the resume's own heading (or the usual one when the resume has none). */
    section: z.string(),
    /** The existing bullet it would fit, quoted, when one is close. */
    bullet: z.string().nullable(),
  }),
  /** Set when the keyword is only credible with evidence ('add only if you have done it'). */
  evidenceNote: z.string().nullable(),
});

export type KeywordHit = z.infer<typeof keywordHitSchema>;
export type KeywordGap = z.infer<typeof keywordGapSchema>;

export const parseWarningIdSchema = z.enum([
  'columns',
  'tables',
  'header-footer',
  'image-text',
  'unusual-heading',
  'missing-dates',
  'missing-contact',
  'no-sections',
]);

/** What an applicant tracking system reads from the resume: the parse preview. */
export const parsePreviewSchema = z.object({
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
  }),
  sections: z.array(z.object({ kind: z.string(), heading: z.string(), lines: z.array(z.string()) })),
  jobs: z.array(
    z.object({
      title: z.string().nullable(),
      company: z.string().nullable(),
      /** The dates as written. */
      dates: z.string().nullable(),
      /** 'YYYY-MM' (or 'YYYY' when only the year is given). */
      start: z.string().nullable(),
      /** 'YYYY-MM', 'YYYY' or 'present'. */
      end: z.string().nullable(),
    }),
  ),
  skills: z.array(z.string()),
  warnings: z.array(
    z.object({ id: parseWarningIdSchema, label: z.string(), detail: z.string(), fix: z.string() }),
  ),
});

export type ParsePreview = z.infer<typeof parsePreviewSchema>;

export const rewriteChangeSchema = z.object({
  kind: z.enum(['verb', 'job-term', 'number-forward', 'placeholder', 'concise']),
  /** What changed and why, in a sentence. */
  detail: z.string(),
});

/** A bullet rewritten for the job; it never claims anything the resume does not show. */
export const bulletRewriteSchema = z.object({
  id: z.string(),
  /** The heading of the section the bullet is in. */
  section: z.string(),
  before: z.string(),
  after: z.string(),
  changes: z.array(rewriteChangeSchema).min(1),
});

/** A model's rewrite that claimed what the resume does not show: flagged, and left out of the rewrites. */
export const rejectedRewriteSchema = z.object({
  before: z.string(),
  after: z.string(),
  /** What the resume does not show, e.g. 'the skill Kubernetes', 'the number 40%'. */
  unsupported: z.array(z.string()).min(1),
});

export type BulletRewrite = z.infer<typeof bulletRewriteSchema>;
export type RejectedRewrite = z.infer<typeof rejectedRewriteSchema>;

export const fitSchema = z.enum(['good', 'stretch', 'poor']);

export const tailoringSchema = z.object({
  id: z.number().int().positive(),
  resumeId: z.number().int().positive(),
  resumeFileName: z.string(),
  createdAt: z.iso.datetime(),
  job: targetJobSchema,
  matchRate: scoreSchema,
  fit: fitSchema,
  parts: z.array(matchPartSchema),
  matched: z.array(keywordHitSchema),
  missing: z.array(keywordGapSchema),
  preview: parsePreviewSchema,
  rewrites: z.array(bulletRewriteSchema),
  rejectedRewrites: z.array(rejectedRewriteSchema),
  /** The ids of the rewrites the user has taken; undoing one removes it. */
  accepted: z.array(z.string()),
  /** Said when the configured AI model could not answer and the built-in engine wrote the rewrites instead. */
  fallbackNotice: z.string().optional(),
});

export type Tailoring = z.infer<typeof tailoringSchema>;

export const tailoringSummarySchema = tailoringSchema
  .pick({
    id: true,
    resumeId: true,
    createdAt: true,
    matchRate: true,
    fit: true,
  })
  .extend({ title: z.string(), company: z.string() });

export type TailoringSummary = z.infer<typeof tailoringSummarySchema>;

export const createTailoringRequestSchema = z.object({ job: targetJobSchema });

export const updateTailoringRequestSchema = z.object({
  accepted: z.array(z.string().max(40)).max(200),
});

export const tailoringIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The tailoring id must be a number' })
    .int('The tailoring id must be a whole number')
    .positive('The tailoring id must be a positive number')
    .max(2_147_483_647, 'No tailoring has this id'),
});
