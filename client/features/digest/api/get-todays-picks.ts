import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';

export const todaysPicksQueryOptions = () => endpointQuery('todaysPicks');

export const useTodaysPicks = () => useQuery(todaysPicksQueryOptions());
