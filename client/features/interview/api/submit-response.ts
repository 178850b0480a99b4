import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { InterviewResponseRequest, InterviewResponseResult } from '#common/api/interview.ts';

export function useSubmitResponse(
  sessionId: number,
  handlers: { onSuccess: (result: InterviewResponseResult) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InterviewResponseRequest) =>
      callEndpoint('submitInterviewResponse', { params: { sessionId }, body: request }),
    onSuccess: (result) => {
      refreshDerivedData(queryClient, 'interviews');
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
