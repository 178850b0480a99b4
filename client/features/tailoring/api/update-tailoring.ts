import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { Tailoring } from '#common/api/tailoring.ts';
import { tailoringQueryOptions } from './get-tailoring.ts';

const UPDATE_TAILORING_KEY = ['update-tailoring'];

type AcceptedChange = { id: number; accepted: string[] };

/**
 * Keeps which rewrites the user has taken. The screen changes at once; a failed save puts back what was there and
 * reports the error.
 */
export function useUpdateTailoring(handlers: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in order: the last choice is the one the server keeps.
    scope: { id: 'update-tailoring' },
    mutationKey: UPDATE_TAILORING_KEY,
    mutationFn: ({ id, accepted }: AcceptedChange) =>
      callEndpoint('updateTailoring', { params: { id }, body: { accepted } }),
    onMutate: async ({ id, accepted }: AcceptedChange) => {
      const { queryKey } = tailoringQueryOptions(id);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Tailoring>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, accepted });
      return { previous };
    },
    onError: (error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(tailoringQueryOptions(id).queryKey, context.previous);
      handlers.onError(error);
    },
    onSuccess: (tailoring) => {
      // A later choice still on its way keeps its optimistic state; its own answer will settle it.
      if (queryClient.isMutating({ mutationKey: UPDATE_TAILORING_KEY }) > 1) return;
      queryClient.setQueryData(tailoringQueryOptions(tailoring.id).queryKey, tailoring);
    },
  });
}
