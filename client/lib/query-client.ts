import { QueryClient, queryOptions } from '@tanstack/react-query';
import { API_ROUTES, type ApiRouteName } from '#common/api/routes.ts';
import { type CallArguments, callEndpoint } from './api-client.ts';

/**
 * A read of the endpoint of this name. Its key starts with the endpoint's path, then its parameters and query,
 * so invalidating `[path]` refreshes every read of it.
 */
export function endpointQuery<const Name extends ApiRouteName>(
  name: Name,
  ...[request]: CallArguments<Name>
) {
  const { path } = API_ROUTES[name];
  return queryOptions({
    queryKey: request === undefined ? [path] : [path, request],
    queryFn: ({ signal }) => callEndpoint(name, ...([{ ...request, signal }] as CallArguments<Name>)),
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
