import { z } from 'zod';
import { CHOSEN_ROLE_MAX_LENGTH } from '../resume.ts';
import { oneLineText } from './fields.ts';

export const scoreSchema = z.number().int().min(0).max(100);

export const analysisCategorySchema = z.enum(['ats', 'keywords', 'content']);

/** One explicit check behind a sub-score: what was checked, whether it passed, and the points it earned. */
export const analysisCheckSchema = z.object({
  id: z.string(),
  category: analysisCategorySchema,
  label: z.string(),
  passed: z.boolean(),
  weight: z.number().positive(),
  earned: z.number().min(0),
  detail: z.string(),
});

/**
 * The role an analysis measured the resume against: read from the resume, saved in the career profile, or chosen for
 * this resume. `known: false` is the person's own title, which the occupation catalogue does not know: no
 * occupation's skills were compared. Analyses made before `known` was recorded measured a known role.
 */
export const assumedRoleSchema = z.object({
  title: z.string(),
  source: z.enum(['career-profile', 'inferred', 'chosen']),
  known: z.boolean().optional(),
});

export type AssumedRole = z.infer<typeof assumedRoleSchema>;

/** The role the person chooses to compare one resume with, in place of the one its analysis assumed. */
export const chooseRoleRequestSchema = z.object({ title: oneLineText('Role', CHOSEN_ROLE_MAX_LENGTH) });

export type ChooseRoleRequest = z.input<typeof chooseRoleRequestSchema>;

export const resumeAnalysisSchema = z.object({
  overallScore: scoreSchema,
  atsCompatibility: scoreSchema,
  keywordOptimization: scoreSchema,
  contentQuality: scoreSchema,
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** Relevant skills for the target role that the resume does not mention. */
  keywords: z.array(z.string()),
  targetRole: assumedRoleSchema.nullable(),
  checks: z.array(analysisCheckSchema),
  layout: z.object({
    format: z.enum(['pdf', 'docx', 'doc']),
    pageCount: z.number().int().nonnegative(),
    twoColumns: z.boolean(),
    wordCount: z.number().int().nonnegative(),
  }),
  /** Said when the configured AI model could not answer and the built-in engine wrote this instead. */
  fallbackNotice: z.string().optional(),
});

export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;
export type AnalysisCheck = z.infer<typeof analysisCheckSchema>;

export const resumeSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  score: scoreSchema,
  analysis: resumeAnalysisSchema,
});

export type Resume = z.infer<typeof resumeSchema>;

export const resumeSummarySchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  score: scoreSchema,
  overallScore: scoreSchema,
});

export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const resumeIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The resume id must be a number' })
    .int('The resume id must be a whole number')
    .positive('The resume id must be a positive number')
    .max(2_147_483_647, 'No resume has this id'),
});
