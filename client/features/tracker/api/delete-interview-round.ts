import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { applicationChanged } from './application-changed.ts';

export function useDeleteInterviewRound(handlers: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, roundId }: { applicationId: number; roundId: number }) =>
      callEndpoint('deleteInterviewRound', { params: { id: applicationId, roundId } }),
    onSuccess: (application) => {
      applicationChanged(queryClient, application);
      handlers.onSuccess();
    },
  });
}
