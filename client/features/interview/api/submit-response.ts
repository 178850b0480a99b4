import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { InterviewResponseRequest, InterviewResponseResult } from '#common/api/interview.ts';
import { interviewSessionsQueryOptions } from './get-sessions.ts';

export function useSubmitResponse(
  sessionId: number,
  handlers: { onSuccess: (result: InterviewResponseResult) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InterviewResponseRequest) =>
      apiJson<InterviewResponseResult>('POST', `/api/interview/${sessionId}/response`, request),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: interviewSessionsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
