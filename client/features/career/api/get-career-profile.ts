import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const careerProfileQueryOptions = () => endpointQuery('careerProfile');

export function useCareerProfile() {
  return useQuery(careerProfileQueryOptions());
}
