import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESUMES_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { ResumeSummary } from '#common/api/resume.ts';

export const resumesQueryOptions = () => queryOptions<ResumeSummary[]>({ queryKey: [...RESUMES_QUERY_KEY] });

/** The user's resumes, newest first; an answer that is not a list reads as none. */
export function useResumes() {
  const query = useQuery(resumesQueryOptions());
  return { ...query, resumes: Array.isArray(query.data) ? query.data : [] };
}
