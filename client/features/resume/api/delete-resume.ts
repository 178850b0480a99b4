import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import { resumeQueryOptions } from './get-resume.ts';
import { resumesQueryOptions } from './get-resumes.ts';

export function useDeleteResume(handlers: {
  onSuccess: (id: number) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/resume/${id}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: resumeQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
      handlers.onSuccess(id);
    },
    onError: handlers.onError,
  });
}
