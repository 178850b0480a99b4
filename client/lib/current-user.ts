import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#common/api/auth.ts';
import { endpointQuery } from './query-client.ts';

export const currentUserQueryOptions = () => endpointQuery('currentUser');

/** The signed-in user, or undefined for a guest (or while unknown). */
export function useSignedInUser(): CurrentUser | undefined {
  const { data } = useQuery(currentUserQueryOptions());
  return data && !data.guest ? data : undefined;
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
