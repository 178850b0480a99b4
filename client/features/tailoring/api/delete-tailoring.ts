import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import { tailoringQueryOptions } from './get-tailoring.ts';

export function useDeleteTailoring(handlers: {
  onSuccess: (id: number) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callEndpoint('deleteTailoring', { params: { id } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: tailoringQueryOptions(id).queryKey });
      refreshDerivedData(queryClient, 'tailorings');
      handlers.onSuccess(id);
    },
    onError: handlers.onError,
  });
}
