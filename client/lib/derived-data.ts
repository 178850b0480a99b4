import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Endpoint } from '#common/api/endpoints.ts';

/** What a mutation changes of the user's data. */
export type UserDataChange =
  | 'resumes'
  | 'careerProfile'
  | 'jobApplications'
  | 'interviews'
  | 'linkedinProfile'
  | 'planAllowances';

/** Reads that take in every step of the user's journey. */
const JOURNEY = [ENDPOINTS.progress, ENDPOINTS.activity];

/** What each change makes stale: the data itself and what is derived from it. */
const STALE_AFTER: Record<UserDataChange, readonly Endpoint[]> = {
  resumes: [ENDPOINTS.resumes, ...JOURNEY],
  careerProfile: [ENDPOINTS.careerProfile, ENDPOINTS.jobMatches, ...JOURNEY],
  jobApplications: [ENDPOINTS.jobMatches, ...JOURNEY],
  interviews: [ENDPOINTS.interviewSessions, ...JOURNEY],
  linkedinProfile: [ENDPOINTS.linkedinProfile, ...JOURNEY],
  planAllowances: [ENDPOINTS.subscription],
};

/** Refreshes every read that the changes make stale (the dashboard's among them). */
export function refreshDerivedData(queryClient: QueryClient, ...changes: UserDataChange[]) {
  const stale = new Set(changes.flatMap((change) => STALE_AFTER[change]));
  for (const endpoint of stale) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
}
