import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { Activity } from '#common/api/progress.ts';

export const activityQueryOptions = () => queryOptions<Activity[]>({ queryKey: [...ACTIVITY_QUERY_KEY] });

export function useActivity() {
  const query = useQuery(activityQueryOptions());
  return { ...query, activity: Array.isArray(query.data) ? query.data : [] };
}
