import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const resumeTailoringsQueryOptions = (resumeId: number) =>
  endpointQuery('resumeTailorings', { params: { id: resumeId } });

/** A resume's tailorings, newest first; an answer that is not a list reads as none. */
export function useResumeTailorings(resumeId: number | undefined) {
  const query = useQuery({ ...resumeTailoringsQueryOptions(resumeId ?? 0), enabled: resumeId !== undefined });
  return { ...query, tailorings: Array.isArray(query.data) ? query.data : [] };
}
