import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerProfile } from '#common/api/career.ts';

export const careerProfileQueryOptions = () =>
  queryOptions<CareerProfile | null>({ queryKey: ['/api/career/profile'] });

export function useCareerProfile() {
  return useQuery(careerProfileQueryOptions());
}
