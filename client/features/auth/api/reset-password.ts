import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ResetPasswordRequest } from '#common/api/auth.ts';

/** Sets a new password from a reset link; the server ends every session of the account. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (request: ResetPasswordRequest) => callEndpoint('resetPassword', { body: request }),
  });
