import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const resumeQueryOptions = (id: number) => endpointQuery('resume', { params: { id } });

/** One resume with its analysis; asked for only once a resume is selected. */
export function useResume(id: number | undefined) {
  return useQuery({ ...resumeQueryOptions(id ?? 0), enabled: id !== undefined });
}
