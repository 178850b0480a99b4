import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const applicationsQueryOptions = () => endpointQuery('applications');

/** Every application on the user's board. */
export function useApplications() {
  const query = useQuery(applicationsQueryOptions());
  return { ...query, applications: Array.isArray(query.data) ? query.data : [] };
}
