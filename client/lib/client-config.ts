import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '#common/api/config.ts';
import { CONFIG_QUERY_KEY } from './query-keys.ts';

export const clientConfigQueryOptions = () => queryOptions<ClientConfig>({ queryKey: [...CONFIG_QUERY_KEY] });

/** What the server says of its configuration: the AI provider to credit, the support address. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions()).data;
}
