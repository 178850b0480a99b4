import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';

export const careerProfileQueryOptions = () => endpointQuery(ENDPOINTS.careerProfile);

export function useCareerProfile() {
  return useQuery(careerProfileQueryOptions());
}
