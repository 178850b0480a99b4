import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { Tailoring, TargetJob } from '#common/api/tailoring.ts';
import { tailoringQueryOptions } from './get-tailoring.ts';

/** Compares a resume with the corrected job; the result is cached, and the list and plan allowances refreshed. */
export function useCreateTailoring(handlers: {
  onSuccess: (tailoring: Tailoring) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resumeId, job }: { resumeId: number; job: TargetJob }) =>
      callEndpoint('createTailoring', { params: { id: resumeId }, body: { job } }),
    onSuccess: (tailoring) => {
      queryClient.setQueryData(tailoringQueryOptions(tailoring.id).queryKey, tailoring);
      refreshDerivedData(queryClient, 'tailorings', 'planAllowances');
      handlers.onSuccess(tailoring);
    },
    onError: handlers.onError,
  });
}
