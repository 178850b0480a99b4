import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

/** The dashboard reads the resumes and the sessions to count them; a non-list reads as none. */
export function useDashboardLists() {
  const resumes = useQuery(endpointQuery('resumes'));
  const sessions = useQuery(endpointQuery('interviewSessions'));
  return {
    loaded: resumes.isSuccess && sessions.isSuccess,
    resumes: Array.isArray(resumes.data) ? resumes.data : [],
    sessions: Array.isArray(sessions.data) ? sessions.data : [],
  };
}
