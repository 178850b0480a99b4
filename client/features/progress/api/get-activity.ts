import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import type { ActivityQuery } from '#common/api/progress.ts';

export const activityQueryOptions = (query: ActivityQuery = {}) => endpointQuery('activity', { query });

/** The user's latest steps, or the dashboard's selection of them; an answer that is not a list reads as none. */
export function useActivity(query?: ActivityQuery) {
  const result = useQuery(activityQueryOptions(query));
  return { ...result, activity: Array.isArray(result.data) ? result.data : [] };
}
