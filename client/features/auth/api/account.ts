import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { DELETE_CONFIRMATION } from '#common/accounts.ts';
import type {
  ChangePasswordRequest,
  EndOtherSessionsResponse,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
} from '#common/api/auth.ts';

type Handlers<Result = unknown, Request = void> = {
  onSuccess: (result: Result, request: Request) => void;
  onError: (error: Error) => void;
};

/**
 * Each of these calls changes whose data every query shows: on success, forget it all so each screen asks again.
 */
function useAccountChange<Request = void, Result = unknown>(
  mutationFn: (request: Request) => Promise<Result>,
  handlers: Handlers<Result, Request>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, request) => {
      queryClient.clear();
      handlers.onSuccess(result, request);
    },
    onError: handlers.onError,
  });
}

/** Sign-in; when the answer is the question about a guest's data, nothing changed yet and nothing is forgotten. */
export function useSignIn(handlers: Handlers<SignInResponse, SignInRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignInRequest) => callEndpoint('signIn', { body: request }),
    onSuccess: (response, request) => {
      if (response.outcome === 'signed-in') queryClient.clear();
      handlers.onSuccess(response, request);
    },
    onError: handlers.onError,
  });
}

export const useSignUp = (handlers: Handlers<unknown, SignUpRequest>) =>
  useAccountChange((request: SignUpRequest) => callEndpoint('signUp', { body: request }), handlers);

export const useSignOut = (handlers: Handlers) => useAccountChange(() => callEndpoint('signOut'), handlers);

export const useDeleteAccount = (handlers: Handlers<unknown, string>) =>
  useAccountChange(
    (password: string) => callEndpoint('deleteAccount', { body: { confirm: DELETE_CONFIRMATION, password } }),
    handlers,
  );

/** The same user before and after (only the session's id changes), so no query needs to ask again. */
export const useChangePassword = (handlers: Handlers<unknown, ChangePasswordRequest>) =>
  useMutation({
    mutationFn: (request: ChangePasswordRequest) => callEndpoint('changePassword', { body: request }),
    ...handlers,
  });

export const useSignOutElsewhere = (handlers: Handlers<EndOtherSessionsResponse>) =>
  useMutation({
    mutationFn: () => callEndpoint('signOutOthers'),
    ...handlers,
  });
