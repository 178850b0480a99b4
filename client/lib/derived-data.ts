import type { QueryClient } from '@tanstack/react-query';
import { API_ROUTES, type ApiRouteName } from '#common/api/routes.ts';

/** What a mutation changes of the user's data. */
export type UserDataChange =
  | 'resumes'
  | 'tailorings'
  | 'careerProfile'
  | 'jobApplications'
  | 'interviews'
  | 'linkedinProfile'
  | 'planAllowances';

/** Reads that take in every step of the user's journey. */
const JOURNEY = ['progress', 'activity'] as const;

/** What each change makes stale: the data itself and what is derived from it. */
const STALE_AFTER: Record<UserDataChange, readonly ApiRouteName[]> = {
  resumes: ['resumes', 'resumeTailorings', ...JOURNEY],
  tailorings: ['resumeTailorings'],
  careerProfile: ['careerProfile', 'jobMatches', 'todaysPicks', ...JOURNEY],
  jobApplications: ['jobMatches', 'applications', 'application', 'reminders', 'todaysPicks', ...JOURNEY],
  interviews: ['interviewSessions', ...JOURNEY],
  linkedinProfile: ['linkedinProfile', ...JOURNEY],
  planAllowances: ['subscription'],
};

/** Refreshes every read that the changes make stale (the dashboard's among them). */
export function refreshDerivedData(queryClient: QueryClient, ...changes: UserDataChange[]) {
  const stale = new Set(changes.flatMap((change) => STALE_AFTER[change]));
  for (const name of stale) void queryClient.invalidateQueries({ queryKey: [API_ROUTES[name].path] });
}
