import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { subscriptionQueryOptions } from '#client/lib/current-plan.ts';
import type { SubscriptionOverview } from '#common/api/subscription.ts';

/** Test mode: ends the free trial now, so what follows a trial can be seen without waiting 14 days. */
export function useEndSandboxTrial(handlers: {
  onSuccess: (plan: SubscriptionOverview) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint('endSandboxTrial'),
    onSuccess: (plan) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, plan);
      handlers.onSuccess(plan);
    },
    onError: handlers.onError,
  });
}
