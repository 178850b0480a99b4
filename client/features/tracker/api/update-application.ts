import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { Application, UpdateApplicationRequest } from '#common/api/tracker.ts';
import { applicationChanged } from './application-changed.ts';

/** Saves the fields the user changed on an application. */
export function useUpdateApplication(handlers: { onSuccess: (application: Application) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateApplicationRequest }) =>
      callEndpoint('updateApplication', { params: { id }, body: changes }),
    onSuccess: (application) => {
      applicationChanged(queryClient, application);
      handlers.onSuccess(application);
    },
  });
}
