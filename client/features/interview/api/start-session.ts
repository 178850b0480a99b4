import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { InterviewSession, InterviewStartRequest } from '#common/api/interview.ts';
import { interviewSessionsQueryOptions } from './get-sessions.ts';

export function useStartInterview(handlers: {
  onSuccess: (session: InterviewSession) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InterviewStartRequest) =>
      apiJson<InterviewSession>('POST', '/api/interview/start', request),
    onSuccess: (session) => {
      void queryClient.invalidateQueries({ queryKey: interviewSessionsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      handlers.onSuccess(session);
    },
    onError: handlers.onError,
  });
}
