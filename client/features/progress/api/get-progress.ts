import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import { EMPTY_PROGRESS, type Progress } from '#common/api/progress.ts';

export const progressQueryOptions = () => queryOptions<Progress>({ queryKey: [...PROGRESS_QUERY_KEY] });

/** The user's progress; every counter reads 0 while it is missing. */
export function useProgress() {
  const query = useQuery(progressQueryOptions());
  return { ...query, progress: { ...EMPTY_PROGRESS, ...query.data } };
}
