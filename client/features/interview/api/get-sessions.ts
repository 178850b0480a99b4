import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTERVIEW_SESSIONS_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { InterviewSession } from '#common/api/interview.ts';

export const interviewSessionsQueryOptions = () =>
  queryOptions<InterviewSession[]>({ queryKey: [...INTERVIEW_SESSIONS_QUERY_KEY] });

/** The user's practice sessions, newest first; an answer that is not a list reads as none. */
export function useInterviewSessions() {
  const query = useQuery(interviewSessionsQueryOptions());
  return { ...query, sessions: Array.isArray(query.data) ? query.data : [] };
}
