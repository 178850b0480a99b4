import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resume } from '#common/api/resume.ts';

export const resumeQueryOptions = (id: number) => queryOptions<Resume>({ queryKey: ['/api/resume', id] });

/** One resume with its analysis; asked for only once a resume is selected. */
export function useResume(id: number | undefined) {
  return useQuery({ ...resumeQueryOptions(id ?? 0), enabled: id !== undefined });
}
