import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOverview } from '#common/api/subscription.ts';
import { SUBSCRIPTION_QUERY_KEY } from './query-keys.ts';

export const subscriptionQueryOptions = () =>
  queryOptions<SubscriptionOverview>({ queryKey: [...SUBSCRIPTION_QUERY_KEY] });

/** The user's plan and this month's use of the free allowances (undefined while loading). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
