import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { CareerProfileRequest } from '#common/api/career.ts';
import { careerProfileQueryOptions } from './get-career-profile.ts';
import { jobMatchesQueryOptions } from './get-job-matches.ts';

/** On success the profile, the job matches and the progress are refreshed. */
export function useSaveCareerProfile(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CareerProfileRequest) => {
      await apiRequest('POST', '/api/career/profile', request);
    },
    onSuccess: () => {
      for (const queryKey of [
        careerProfileQueryOptions().queryKey,
        jobMatchesQueryOptions().queryKey,
        PROGRESS_QUERY_KEY,
        ACTIVITY_QUERY_KEY,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
