import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';

/** Confirms a place on the waitlist by the token from the confirmation email. */
export const useConfirmWaitlist = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint('confirmWaitlist', { body: { token } }),
  });
