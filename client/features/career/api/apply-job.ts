import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import { jobMatchesQueryOptions } from './get-job-matches.ts';

/** A PATCH with an empty JSON body; on success the matches and the progress are refreshed. */
export function useApplyJob(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: number) => {
      await apiRequest('PATCH', `/api/jobs/${jobId}/apply`, {});
    },
    onSuccess: () => {
      for (const queryKey of [jobMatchesQueryOptions().queryKey, PROGRESS_QUERY_KEY, ACTIVITY_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
