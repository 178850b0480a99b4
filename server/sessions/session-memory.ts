import type { ChangeFeed } from '#server/db/change-feed.ts';
import { RecentlyUsed } from '#server/recently-used.ts';
import type { ActiveSession } from './repository.ts';

/** Sessions kept at once; the one used longest ago goes first. */
export const MAX_SESSIONS_HELD = 10_000;

/**
 * The sessions this instance has found, by token, so that a request in an ongoing visit needs no query, nor even
 * the token's hash, to know who it is. A session is dropped the moment its row or its user's row changes or ends,
 * on any instance (the triggers of migration 0012), and is never used past its end.
 */
export function sessionMemory(changes: ChangeFeed, maxSessions = MAX_SESSIONS_HELD) {
  const held = new RecentlyUsed<string, ActiveSession>(maxSessions);
  const tokensOfUser = new Map<string, Set<string>>();
  /** Counts the changes heard, so a lookup that overlapped one keeps nothing. */
  let changesHeard = 0;

  function unindex(token: string, session: ActiveSession) {
    const tokens = tokensOfUser.get(session.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(session.user.id);
  }

  function forget(token: string) {
    const session = held.get(token);
    if (!session) return;
    held.delete(token);
    unindex(token, session);
  }

  changes.subscribe({
    changed: (kind, userId) => {
      if (kind !== 'session') return;
      changesHeard += 1;
      for (const token of tokensOfUser.get(userId) ?? []) forget(token);
    },
    lost: () => {
      changesHeard += 1;
      held.clear();
      tokensOfUser.clear();
    },
  });

  return {
    /** The session with this token, from memory, else from `find`, which is then kept. */
    async find(
      token: string,
      find: (token: string) => Promise<ActiveSession | undefined>,
    ): Promise<ActiveSession | undefined> {
      const kept = held.get(token);
      if (kept && kept.endsAt.getTime() > Date.now()) return kept;
      if (kept) forget(token);
      const heardBefore = changesHeard;
      const found = await find(token);
      if (found && changes.live && changesHeard === heardBefore) {
        const dropped = held.set(token, found);
        if (dropped) unindex(...dropped);
        const tokens = tokensOfUser.get(found.user.id) ?? new Set();
        tokensOfUser.set(found.user.id, tokens.add(token));
      }
      return found;
    },
    forget,
  };
}
