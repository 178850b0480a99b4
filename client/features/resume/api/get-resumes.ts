import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const resumesQueryOptions = () => endpointQuery('resumes');

/** The user's resumes, newest first; an answer that is not a list reads as none. */
export function useResumes() {
  const query = useQuery(resumesQueryOptions());
  return { ...query, resumes: Array.isArray(query.data) ? query.data : [] };
}
