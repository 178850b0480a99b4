import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { InterviewSession, InterviewStartRequest } from '#common/api/interview.ts';

export function useStartInterview(handlers: {
  onSuccess: (session: InterviewSession) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InterviewStartRequest) => callEndpoint('startInterview', { body: request }),
    onSuccess: (session) => {
      refreshDerivedData(queryClient, 'interviews', 'planAllowances');
      handlers.onSuccess(session);
    },
    onError: handlers.onError,
  });
}
