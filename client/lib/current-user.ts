import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#common/api/auth.ts';
import { CURRENT_USER_QUERY_KEY } from './query-keys.ts';

export const currentUserQueryOptions = () =>
  queryOptions<CurrentUser>({ queryKey: [...CURRENT_USER_QUERY_KEY] });

/** The signed-in user, or undefined for a guest (or while unknown). */
export function useSignedInUser(): CurrentUser | undefined {
  const { data } = useQuery(currentUserQueryOptions());
  return data && !data.guest ? data : undefined;
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
