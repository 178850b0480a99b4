import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ApplicationStage } from '#common/api/tracker.ts';
import { applicationChanged } from './application-changed.ts';

type Move = { id: number; stage: ApplicationStage };

/** Moves an application to another stage (its history records the date). */
export function useMoveApplication(handlers: { onError: (error: Error, move: Move) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: Move) => callEndpoint('moveApplication', { params: { id }, body: { stage } }),
    onError: handlers.onError,
    onSuccess: (application) => applicationChanged(queryClient, application),
  });
}
