import { z } from 'zod';

export const progressSchema = z.object({
  overallProgress: z.number().int().min(0).max(100),
  resumeAnalyses: z.number().int().nonnegative(),
  interviewsPracticed: z.number().int().nonnegative(),
  skillsImproved: z.number().int().nonnegative(),
  jobsApplied: z.number().int().nonnegative(),
});

export type Progress = z.infer<typeof progressSchema>;

export const EMPTY_PROGRESS: Progress = {
  overallProgress: 0,
  resumeAnalyses: 0,
  interviewsPracticed: 0,
  skillsImproved: 0,
  jobsApplied: 0,
};

/** What each step of the journey adds to the overall progress, capped at 100. */
export const PROGRESS_POINTS = {
  resumeAnalysed: 25,
  profileOptimised: 15,
  careerProfileSaved: 15,
  perInterview: 5,
  interviewsCounted: 5,
  perApplication: 4,
  applicationsCounted: 5,
} as const;

export function overallProgress(facts: {
  resumeAnalyses: number;
  profileOptimised: boolean;
  careerProfileSaved: boolean;
  interviewsPracticed: number;
  jobsApplied: number;
}): number {
  const points = PROGRESS_POINTS;
  const total =
    (facts.resumeAnalyses > 0 ? points.resumeAnalysed : 0) +
    (facts.profileOptimised ? points.profileOptimised : 0) +
    (facts.careerProfileSaved ? points.careerProfileSaved : 0) +
    points.perInterview * Math.min(facts.interviewsPracticed, points.interviewsCounted) +
    points.perApplication * Math.min(facts.jobsApplied, points.applicationsCounted);
  return Math.min(100, total);
}

export const activitySchema = z.object({
  kind: z.enum(['resume', 'interview', 'linkedin', 'career', 'application']),
  title: z.string(),
  detail: z.string(),
  timestamp: z.iso.datetime(),
});

export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_SHOWN = 8;

/**
 * Which steps: the latest of every kind, or the dashboard's panel (the latest resume analyses, then the latest
 * practice sessions, each with its score).
 */
export const activityQuerySchema = z.object({ view: z.enum(['latest', 'dashboard']).default('latest') });

export type ActivityQuery = z.input<typeof activityQuerySchema>;
