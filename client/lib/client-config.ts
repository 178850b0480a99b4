import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './query-client.ts';

export const clientConfigQueryOptions = () => endpointQuery('clientConfig');

/** What the server says of its configuration: the AI provider to credit, the support address. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions()).data;
}
