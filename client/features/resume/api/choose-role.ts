import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { Resume } from '#common/api/resume.ts';
import { resumeQueryOptions } from './get-resume.ts';

export type RoleChoice = { id: number; title: string };

export function chooseResumeRole({ id, title }: RoleChoice): Promise<Resume> {
  return callEndpoint('chooseResumeRole', { params: { id }, body: { title } });
}

/**
 * Analyses a resume again against the role the person chose; on success its new analysis is cached and the list
 * (its score) and progress are refreshed. It is not another analysis of the plan's, so the allowance is not read.
 */
export function useChooseResumeRole(handlers: {
  onSuccess: (resume: Resume) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseResumeRole,
    onSuccess: (resume) => {
      queryClient.setQueryData(resumeQueryOptions(resume.id).queryKey, resume);
      refreshDerivedData(queryClient, 'resumes');
      handlers.onSuccess(resume);
    },
    onError: handlers.onError,
  });
}
