import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { ImportRequest } from '#common/api/tracker.ts';

/** Reads a CSV file's applications: a dry run reports what would be imported; a real run adds them. */
export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => callEndpoint('importApplications', { body: request }),
    onSuccess: (_result, request) => {
      if (!request.dryRun) refreshDerivedData(queryClient, 'jobApplications');
    },
  });
}
