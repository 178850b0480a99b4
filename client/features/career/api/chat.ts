import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import type { ChatMessage } from '#common/api/career.ts';

export const chatQueryOptions = () => queryOptions<ChatMessage[]>({ queryKey: ['/api/career/chat'] });

export function useChatHistory() {
  const query = useQuery(chatQueryOptions());
  return { ...query, history: Array.isArray(query.data) ? query.data : [] };
}

export function useSendChat(handlers: {
  onSuccess: (reply: string) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: async (message: string) =>
      (await apiJson<{ response: string }>('POST', '/api/career/chat', { message })).response,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}
