import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { ProfileOptimizeRequest } from '#common/api/linkedin.ts';

/** The answer is not read: the profile is fetched again. */
export function useOptimizeProfile(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProfileOptimizeRequest) => {
      await callEndpoint('optimizeProfile', { body: request });
    },
    onSuccess: () => {
      refreshDerivedData(queryClient, 'linkedinProfile');
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
