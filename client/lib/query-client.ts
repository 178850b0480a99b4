import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api-client.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A read is a GET to the query key's segments joined by "/", its JSON parsed; a 401 throws or reads as null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
