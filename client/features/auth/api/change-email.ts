import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ChangeEmailRequest, VerificationSent } from '#common/api/auth.ts';

/** Asks for a new address: nothing changes until the link sent to it is opened. */
export const useChangeEmail = (handlers: {
  onSuccess: (sent: VerificationSent) => void;
  onError: (error: Error) => void;
}) =>
  useMutation({
    mutationFn: (request: ChangeEmailRequest) => callEndpoint('changeEmail', { body: request }),
    ...handlers,
  });
