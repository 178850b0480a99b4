import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { CareerProfileRequest } from '#common/api/career.ts';

/** On success the profile, the job matches and the progress are refreshed. */
export function useSaveCareerProfile(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CareerProfileRequest) => {
      await callEndpoint('saveCareerProfile', { body: request });
    },
    onSuccess: () => {
      refreshDerivedData(queryClient, 'careerProfile');
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
