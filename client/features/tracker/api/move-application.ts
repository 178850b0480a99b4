import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ApplicationStage } from '#common/api/tracker.ts';
import { applicationChanged } from './application-changed.ts';

/** Moves an application to another stage (its history records the date). */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: { id: number; stage: ApplicationStage }) =>
      callEndpoint('moveApplication', { params: { id }, body: { stage } }),
    onSuccess: (application) => applicationChanged(queryClient, application),
  });
}
