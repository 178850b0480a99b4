import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const linkedinProfileQueryOptions = () => endpointQuery('linkedinProfile');

export function useLinkedinProfile() {
  return useQuery(linkedinProfileQueryOptions());
}
