import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const SUBSCRIBER_COUNT_REFRESH_MS = 30_000;
/** Shown when the count cannot be read. */
export const FALLBACK_SUBSCRIBER_COUNT = 1247;

export const subscriberCountQueryOptions = () =>
  queryOptions({ ...endpointQuery('subscriberCount'), refetchInterval: SUBSCRIBER_COUNT_REFRESH_MS });

/** The count to show, and whether it is still on its way (the pre-rendered page cannot know it). */
export function useSubscriberCount(): { count: number; loading: boolean } {
  const { data, isPending, isError } = useQuery(subscriberCountQueryOptions());
  return { count: data?.count ?? FALLBACK_SUBSCRIBER_COUNT, loading: isPending && !isError };
}
