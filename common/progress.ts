import type { Progress } from './api/progress.ts';

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

export const ACTIVITY_SHOWN = 8;
