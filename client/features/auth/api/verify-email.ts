import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { currentUserQueryOptions } from '#client/lib/current-user.ts';
import { API_ROUTES } from '#common/api/routes.ts';

/** Opens a verification link; the account's address and whether it is verified may change, whatever the answer. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint('verifyEmail', { body: { token } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.digestSettings.path] });
    },
  });
}
