import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { VerificationSent } from '#common/api/auth.ts';

/** Sends a new verification link to the signed-in account's address. */
export const useResendVerification = (handlers: {
  onSuccess: (sent: VerificationSent) => void;
  onError: (error: Error) => void;
}) =>
  useMutation({
    mutationFn: () => callEndpoint('resendVerification'),
    ...handlers,
  });
