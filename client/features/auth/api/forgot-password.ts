import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ForgotPasswordRequest } from '#common/api/auth.ts';

/** Asks for a password reset link; the answer is the same whether or not an account has the address. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (request: ForgotPasswordRequest) => callEndpoint('forgotPassword', { body: request }),
  });
