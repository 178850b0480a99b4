import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import { resumeQueryOptions } from './get-resume.ts';

export function useDeleteResume(handlers: {
  onSuccess: (id: number) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callEndpoint('deleteResume', { params: { id } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: resumeQueryOptions(id).queryKey });
      refreshDerivedData(queryClient, 'resumes');
      handlers.onSuccess(id);
    },
    onError: handlers.onError,
  });
}
