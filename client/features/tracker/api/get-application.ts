import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const applicationQueryOptions = (id: number) => endpointQuery('application', { params: { id } });

/** One application with everything it holds; asked for only once one is open. */
export function useApplication(id: number | null) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
}
