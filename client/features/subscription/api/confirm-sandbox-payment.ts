import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { subscriptionQueryOptions } from '#client/lib/current-plan.ts';
import type { SandboxConfirmRequest, SubscriptionOverview } from '#common/api/subscription.ts';

/** Test mode: the sandbox checks the test card and, if it is good, starts the plan at once. */
export function useConfirmSandboxPayment(handlers: {
  onSuccess: (plan: SubscriptionOverview) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SandboxConfirmRequest) => callEndpoint('confirmSandboxPayment', { body: request }),
    onSuccess: (plan) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, plan);
      handlers.onSuccess(plan);
    },
    onError: handlers.onError,
  });
}
