import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { Application, CreateApplicationRequest } from '#common/api/tracker.ts';
import { applicationChanged } from './application-changed.ts';

/** Adds an application: typed in, from a job match or from a tailoring. */
export function useCreateApplication(handlers: {
  onSuccess: (application: Application) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApplicationRequest) => callEndpoint('createApplication', { body: request }),
    onSuccess: (application) => {
      applicationChanged(queryClient, application);
      handlers.onSuccess(application);
    },
    onError: handlers.onError,
  });
}
