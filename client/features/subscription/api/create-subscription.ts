import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { subscriptionQueryOptions } from '#client/lib/current-plan.ts';
import type { CreateSubscriptionRequest } from '#common/api/subscription.ts';

/**
 * Chooses a plan: a new subscription, whose client secret confirms it with the card, or, with a plan already
 * running, that plan changed at once (the plan shown is then updated).
 */
export function useCreateSubscription(handlers: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSubscriptionRequest) => callEndpoint('createSubscription', { body: request }),
    onSuccess: (answer) => {
      if (answer.outcome === 'changed') {
        queryClient.setQueryData(subscriptionQueryOptions().queryKey, answer.subscription);
      }
    },
    onError: handlers.onError,
  });
}
