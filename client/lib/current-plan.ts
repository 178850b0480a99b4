import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './query-client.ts';

export const subscriptionQueryOptions = () => endpointQuery('subscription');

/** The user's plan and this month's use of the free allowances (undefined while loading). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
