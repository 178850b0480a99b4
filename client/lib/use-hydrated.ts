import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'wouter';

const noSubscription = () => () => {};

/**
 * False while React hydrates a pre-rendered page (rendered at build time, with no query and no visitor), true
 * from the render after; true at once where nothing was pre-rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The `token` of the e-mail link that opened the page ('' when it has none), or undefined while the page is
 * hydrated: the pre-rendered page cannot know it, and must not say "not valid" to a link it has not read.
 */
export function useLinkToken(): string | undefined {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  return hydrated ? (searchParams.get('token')?.trim() ?? '') : undefined;
}
