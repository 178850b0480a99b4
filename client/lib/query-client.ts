import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '#common/api/endpoints.ts';
import { type CallArguments, callEndpoint } from './api-client.ts';

/**
 * A read of an endpoint of the common table. Its key starts with the endpoint's path, then its parameters and
 * query, so invalidating `[endpoint.path]` refreshes every read of it.
 */
export function endpointQuery<const E extends Endpoint>(endpoint: E, ...[request]: CallArguments<E>) {
  return queryOptions({
    queryKey: request === undefined ? [endpoint.path] : [endpoint.path, request],
    queryFn: ({ signal }) => callEndpoint(endpoint, ...([{ ...request, signal }] as CallArguments<E>)),
  });
}

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
