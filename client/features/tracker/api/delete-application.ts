import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import { applicationQueryOptions } from './get-application.ts';

export function useDeleteApplication(handlers: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint('deleteApplication', { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: applicationQueryOptions(id).queryKey });
      refreshDerivedData(queryClient, 'jobApplications');
      handlers.onSuccess();
    },
  });
}
