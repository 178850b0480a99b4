import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

/** Boards are read on a schedule, so the line saying where matches come from is read again after a while. */
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

export const jobCatalogueQueryOptions = () => ({
  ...endpointQuery('jobCatalogue'),
  staleTime: CATALOGUE_STALE_MS,
});

export function useJobCatalogue() {
  const query = useQuery(jobCatalogueQueryOptions());
  return { ...query, catalogue: query.data ?? null };
}
