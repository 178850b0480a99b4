import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import type { DigestSettingsRequest, DigestSettingsResponse } from '#common/api/digest.ts';
import { digestSettingsQueryOptions } from './get-digest-settings.ts';
import { todaysPicksQueryOptions } from './get-todays-picks.ts';

/** On success the stored settings are the answer, and today's picks (how many, how good) are asked again. */
export function useSaveDigestSettings(handlers: {
  onSuccess: (settings: DigestSettingsResponse) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DigestSettingsRequest) => callEndpoint('saveDigestSettings', { body: request }),
    onSuccess: (settings) => {
      queryClient.setQueryData(digestSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: todaysPicksQueryOptions().queryKey });
      handlers.onSuccess(settings);
    },
    onError: handlers.onError,
  });
}
