import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import type { ApplicationStage } from '#common/tracker.ts';
import { withStage } from '../tracker-view.ts';
import { applicationsQueryOptions } from './get-applications.ts';

type Move = { id: number; stage: ApplicationStage };

/**
 * Moves an application to another stage. The board changes at once; a failed move puts the card back and reports
 * the error.
 */
export function useMoveApplication(handlers: { onError: (error: Error, move: Move) => void }) {
  const queryClient = useQueryClient();
  const { queryKey } = applicationsQueryOptions();
  return useMutation({
    mutationFn: ({ id, stage }: Move) => callEndpoint('moveApplication', { params: { id }, body: { stage } }),
    onMutate: async ({ id, stage }: Move) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ApplicationSummary[]>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withStage(previous, id, stage, new Date()));
      return { previous };
    },
    onError: (error, move, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      handlers.onError(error, move);
    },
    onSuccess: () => refreshDerivedData(queryClient, 'jobApplications'),
  });
}
