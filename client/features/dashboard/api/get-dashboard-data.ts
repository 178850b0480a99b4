import { useQuery } from '@tanstack/react-query';
import { INTERVIEW_SESSIONS_QUERY_KEY, RESUMES_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { InterviewSession } from '#common/api/interview.ts';
import type { ResumeSummary } from '#common/api/resume.ts';

/** The dashboard reads the resumes (overallScore, createdAt) and the sessions; a non-list reads as none. */
export function useDashboardLists() {
  const resumes = useQuery<ResumeSummary[]>({ queryKey: [...RESUMES_QUERY_KEY] });
  const sessions = useQuery<InterviewSession[]>({ queryKey: [...INTERVIEW_SESSIONS_QUERY_KEY] });
  return {
    loaded: resumes.isSuccess && sessions.isSuccess,
    resumes: Array.isArray(resumes.data) ? resumes.data : [],
    sessions: Array.isArray(sessions.data) ? sessions.data : [],
  };
}
