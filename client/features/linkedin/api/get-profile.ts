import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedinProfile } from '#common/api/linkedin.ts';

export const linkedinProfileQueryOptions = () =>
  queryOptions<LinkedinProfile | null>({ queryKey: ['/api/linkedin/profile'] });

export function useLinkedinProfile() {
  return useQuery(linkedinProfileQueryOptions());
}
