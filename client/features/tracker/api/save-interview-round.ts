import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { InterviewRoundRequest } from '#common/api/tracker.ts';
import { applicationChanged } from './application-changed.ts';

type RoundChange = { applicationId: number; roundId: number | null; round: InterviewRoundRequest };

/** Adds an interview round to an application (no round id) or changes one of its rounds. */
export function useSaveInterviewRound(handlers: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, roundId, round }: RoundChange) =>
      roundId === null
        ? callEndpoint('addInterviewRound', { params: { id: applicationId }, body: round })
        : callEndpoint('updateInterviewRound', { params: { id: applicationId, roundId }, body: round }),
    onSuccess: (application) => {
      applicationChanged(queryClient, application);
      handlers.onSuccess();
    },
  });
}
