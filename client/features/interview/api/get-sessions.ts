import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewSession } from '#common/api/interview.ts';

export const interviewSessionsQueryOptions = () =>
  queryOptions<InterviewSession[]>({ queryKey: ['/api/interview/sessions'] });

/** The user's practice sessions, newest first; an answer that is not a list reads as none. */
export function useInterviewSessions() {
  const query = useQuery(interviewSessionsQueryOptions());
  return { ...query, sessions: Array.isArray(query.data) ? query.data : [] };
}
