import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const SUBSCRIBER_COUNT_REFRESH_MS = 30_000;
/** Shown when the count cannot be read. */
export const FALLBACK_SUBSCRIBER_COUNT = 1247;

export const subscriberCountQueryOptions = () =>
  queryOptions({ ...endpointQuery('subscriberCount'), refetchInterval: SUBSCRIBER_COUNT_REFRESH_MS });

export function useSubscriberCount(): number {
  const { data } = useQuery(subscriberCountQueryOptions());
  return data?.count ?? FALLBACK_SUBSCRIBER_COUNT;
}
