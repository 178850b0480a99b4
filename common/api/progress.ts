import { z } from 'zod';

export const progressSchema = z.object({
  overallProgress: z.number().int().min(0).max(100),
  resumeAnalyses: z.number().int().nonnegative(),
  interviewsPracticed: z.number().int().nonnegative(),
  skillsImproved: z.number().int().nonnegative(),
  jobsApplied: z.number().int().nonnegative(),
});

export type Progress = z.infer<typeof progressSchema>;

export const activitySchema = z.object({
  kind: z.enum(['resume', 'interview', 'linkedin', 'career', 'application']),
  title: z.string(),
  detail: z.string(),
  timestamp: z.iso.datetime(),
});

export type Activity = z.infer<typeof activitySchema>;

/**
 * Which steps: the latest of every kind, or the dashboard's panel (the latest resume analyses, then the latest
 * practice sessions, each with its score).
 */
export const activityQuerySchema = z.object({ view: z.enum(['latest', 'dashboard']).default('latest') });

export type ActivityQuery = z.input<typeof activityQuerySchema>;
