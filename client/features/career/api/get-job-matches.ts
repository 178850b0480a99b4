import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobMatch } from '#common/api/jobs.ts';

export const jobMatchesQueryOptions = () => queryOptions<JobMatch[]>({ queryKey: ['/api/jobs/matches'] });

export function useJobMatches() {
  const query = useQuery(jobMatchesQueryOptions());
  return { ...query, matches: Array.isArray(query.data) ? query.data : [] };
}
