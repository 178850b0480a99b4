import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const jobMatchesQueryOptions = () => endpointQuery('jobMatches');

export function useJobMatches() {
  const query = useQuery(jobMatchesQueryOptions());
  return { ...query, matches: Array.isArray(query.data) ? query.data : [] };
}
