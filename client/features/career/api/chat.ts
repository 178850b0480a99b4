import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { endpointQuery } from '#client/lib/query-client.ts';

export const chatQueryOptions = () => endpointQuery('chatHistory');

export function useChatHistory() {
  const query = useQuery(chatQueryOptions());
  return { ...query, history: Array.isArray(query.data) ? query.data : [] };
}

export function useSendChat(handlers: {
  onSuccess: (reply: string) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: async (message: string) => (await callEndpoint('sendChat', { body: { message } })).response,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}
