import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { Application, CreateApplicationRequest } from '#common/api/tracker.ts';

/** Adds an application (typed in, or from a job match or tailoring); every tracker read refreshes. */
export function useCreateApplication(handlers: {
  onSuccess: (application: Application) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApplicationRequest) => callEndpoint('createApplication', { body: request }),
    onSuccess: (application) => {
      refreshDerivedData(queryClient, 'jobApplications');
      handlers.onSuccess(application);
    },
    onError: handlers.onError,
  });
}
