import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const tailoringQueryOptions = (id: number) => endpointQuery('tailoring', { params: { id } });

/** One tailoring, whole; asked for only once one is open. */
export function useTailoring(id: number | undefined) {
  return useQuery({ ...tailoringQueryOptions(id ?? 0), enabled: id !== undefined });
}
