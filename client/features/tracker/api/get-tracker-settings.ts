import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const trackerSettingsQueryOptions = () => endpointQuery('trackerSettings');

export const useTrackerSettings = () => useQuery(trackerSettingsQueryOptions());
