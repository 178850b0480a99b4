import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { ReadJobRequest, TargetJob } from '#common/api/tailoring.ts';

/** Reads a job from pasted text, a posting's web address or a job match, for the user to correct. */
export function useReadJob(handlers: {
  onSuccess: (job: TargetJob) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: (request: ReadJobRequest) => callEndpoint('readJob', { body: request }),
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}
