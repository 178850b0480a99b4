import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { subscriptionQueryOptions } from '#client/lib/current-plan.ts';
import type { SubscriptionOverview } from '#common/api/subscription.ts';

/** Cancels the paid plan at the end of its period. */
export function useCancelSubscription(handlers: {
  onSuccess: (plan: SubscriptionOverview) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('cancelSubscription'),
    onSuccess: (plan) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, plan);
      handlers.onSuccess(plan);
    },
    onError: handlers.onError,
  });
}
