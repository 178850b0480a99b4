import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { SubscribeRequest, SubscribeResponse } from '#common/api/waitlist.ts';
import { subscriberCountQueryOptions } from './get-subscriber-count.ts';

export function joinWaitlist(request: SubscribeRequest): Promise<SubscribeResponse> {
  return callEndpoint('joinWaitlist', { body: request });
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
