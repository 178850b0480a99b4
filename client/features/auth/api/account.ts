import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { DELETE_CONFIRMATION, type SignInRequest, type SignUpRequest } from '#common/api/auth.ts';

type Handlers = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * Each of these calls changes whose data every query shows: on success, forget it all so each screen asks again.
 */
function useAccountChange<Request = void>(
  mutationFn: (request: Request) => Promise<unknown>,
  handlers: Handlers,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      queryClient.clear();
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}

export const useSignIn = (handlers: Handlers) =>
  useAccountChange((request: SignInRequest) => apiRequest('POST', '/api/auth/signin', request), handlers);

export const useSignUp = (handlers: Handlers) =>
  useAccountChange((request: SignUpRequest) => apiRequest('POST', '/api/auth/signup', request), handlers);

export const useSignOut = (handlers: Handlers) =>
  useAccountChange(() => apiRequest('POST', '/api/auth/signout'), handlers);

export const useDeleteAccount = (handlers: Handlers) =>
  useAccountChange(() => apiRequest('DELETE', '/api/account', { confirm: DELETE_CONFIRMATION }), handlers);
