import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const digestSettingsQueryOptions = () => endpointQuery('digestSettings');

export const useDigestSettings = () => useQuery(digestSettingsQueryOptions());
