import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';

export const linkedinProfileQueryOptions = () => endpointQuery(ENDPOINTS.linkedinProfile);

export function useLinkedinProfile() {
  return useQuery(linkedinProfileQueryOptions());
}
