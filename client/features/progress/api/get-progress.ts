import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import { EMPTY_PROGRESS } from '#common/progress.ts';

export const progressQueryOptions = () => endpointQuery('progress');

/** The user's progress; every counter reads 0 while it is missing. */
export function useProgress() {
  const query = useQuery(progressQueryOptions());
  return { ...query, progress: { ...EMPTY_PROGRESS, ...query.data } };
}
