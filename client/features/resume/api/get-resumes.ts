import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeSummary } from '#common/api/resume.ts';

export const resumesQueryOptions = () => queryOptions<ResumeSummary[]>({ queryKey: ['/api/resumes'] });

/** The user's resumes, newest first; an answer that is not a list reads as none. */
export function useResumes() {
  const query = useQuery(resumesQueryOptions());
  return { ...query, resumes: Array.isArray(query.data) ? query.data : [] };
}
