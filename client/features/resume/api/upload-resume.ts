import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshDerivedData } from '#client/lib/derived-data.ts';
import type { Resume } from '#common/api/resume.ts';
import { resumeQueryOptions } from './get-resume.ts';

export function uploadResume(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('resume', file);
  return callEndpoint('uploadResume', { body: form });
}

/** Uploads and analyses a resume; on success its analysis is cached and the list and progress are refreshed. */
export function useUploadResume(handlers: {
  onSuccess: (resume: Resume) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: (resume) => {
      queryClient.setQueryData(resumeQueryOptions(resume.id).queryKey, resume);
      refreshDerivedData(queryClient, 'resumes', 'planAllowances');
      handlers.onSuccess(resume);
    },
    onError: handlers.onError,
  });
}
