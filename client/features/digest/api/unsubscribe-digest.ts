import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { digestSettingsQueryOptions } from './get-digest-settings.ts';

/** Turns the morning email off by the signed token from its link; no sign-in needed. */
export function useUnsubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint('unsubscribeDigest', { query: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: digestSettingsQueryOptions().queryKey });
    },
  });
}
