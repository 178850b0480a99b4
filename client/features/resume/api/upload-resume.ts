import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { ACTIVITY_QUERY_KEY, PROGRESS_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from '#client/lib/query-keys.ts';
import type { Resume } from '#common/api/resume.ts';
import { resumeQueryOptions } from './get-resume.ts';
import { resumesQueryOptions } from './get-resumes.ts';

export function uploadResume(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('resume', file);
  return apiJson<Resume>('POST', '/api/resume/upload', form);
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
      void queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      handlers.onSuccess(resume);
    },
    onError: handlers.onError,
  });
}
