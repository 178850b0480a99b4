import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import type { SubscribeRequest, SubscribeResponse } from '#common/api/waitlist.ts';
import { subscriberCountQueryOptions } from './get-subscriber-count.ts';

export function joinWaitlist(request: SubscribeRequest): Promise<SubscribeResponse> {
  return apiJson<SubscribeResponse>('POST', '/api/subscribe', request);
}

export function useJoinWaitlist({
  onSuccess,
  onError,
}: {
  onSuccess: (response: SubscribeResponse) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: subscriberCountQueryOptions().queryKey });
      onSuccess(response);
    },
    onError,
  });
}
