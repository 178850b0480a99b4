import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';

/** The dashboard reads the resumes and the sessions to count them; a non-list reads as none. */
export function useDashboardLists() {
  const resumes = useQuery(endpointQuery(ENDPOINTS.resumes));
  const sessions = useQuery(endpointQuery(ENDPOINTS.interviewSessions));
  return {
    loaded: resumes.isSuccess && sessions.isSuccess,
    resumes: Array.isArray(resumes.data) ? resumes.data : [],
    sessions: Array.isArray(sessions.data) ? sessions.data : [],
  };
}
