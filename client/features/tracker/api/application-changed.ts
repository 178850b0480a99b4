import type { QueryClient } from '@tanstack/react-query';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { Application } from '#common/api/tracker.ts';
import { applicationQueryOptions } from './get-application.ts';

/** An application the server answered after a change: shown at once, and every tracker read refreshed. */
export function applicationChanged(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData(applicationQueryOptions(application.id).queryKey, application);
  refreshDerivedData(queryClient, 'jobApplications');
}
