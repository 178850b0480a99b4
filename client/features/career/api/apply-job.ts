import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';

/** A PATCH with an empty JSON body; on success the matches and the progress are refreshed. */
export function useApplyJob(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: number) => {
      await callEndpoint('applyJob', { params: { id: jobId }, body: {} });
    },
    onSuccess: () => {
      refreshDerivedData(queryClient, 'jobApplications');
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
