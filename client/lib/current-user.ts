import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#common/api/auth.ts';
import { endpointQuery } from './query-client.ts';
import { useHydrated } from './use-hydrated.ts';

export const currentUserQueryOptions = () => endpointQuery('currentUser');

/**
 * The signed-in user, or undefined for a guest (or while unknown). Undefined too while a pre-rendered page hydrates:
 * it was rendered for no one, and a part of it that hydrates after the user has arrived must match it first.
 */
export function useSignedInUser(): CurrentUser | undefined {
  const { data } = useQuery(currentUserQueryOptions());
  const hydrated = useHydrated();
  return hydrated && data && !data.guest ? data : undefined;
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
