import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '#common/api/subscription.ts';

/** Creates the subscription for a plan; the answer's client secret confirms it with the card. */
export function useCreateSubscription(handlers: { onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: (request: CreateSubscriptionRequest) =>
      apiJson<CreateSubscriptionResponse>('POST', '/api/create-subscription', request),
    onError: handlers.onError,
  });
}
