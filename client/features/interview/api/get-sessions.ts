import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const interviewSessionsQueryOptions = () => endpointQuery('interviewSessions');

/** The user's practice sessions, newest first; an answer that is not a list reads as none. */
export function useInterviewSessions() {
  const query = useQuery(interviewSessionsQueryOptions());
  return { ...query, sessions: Array.isArray(query.data) ? query.data : [] };
}
