import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { API_ROUTES } from '#common/api/routes.ts';
import type { TrackerSettings } from '#common/api/tracker.ts';
import { trackerSettingsQueryOptions } from './get-tracker-settings.ts';
/** On success the stored settings are the answer, and the reminders (which follow-ups are due) are asked again. */
export function useSaveTrackerSettings(handlers: { onSuccess: (settings: TrackerSettings) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TrackerSettings) => callEndpoint('saveTrackerSettings', { body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(trackerSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.reminders.path] });
      handlers.onSuccess(settings);
    },
  });
}
