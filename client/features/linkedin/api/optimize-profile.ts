import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { ProfileOptimizeRequest } from '#common/api/linkedin.ts';
import { linkedinProfileQueryOptions } from './get-profile.ts';

/** The answer's body is not read; the profile is fetched again. */
export function useOptimizeProfile(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProfileOptimizeRequest) => {
      await apiRequest('POST', '/api/linkedin/optimize', request);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: linkedinProfileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
