import type { ChangeFeed, ChangeKind, ChangeListener } from '#server/db/change-feed.ts';

/** A change feed the test tells what it hears: for what keeps users in memory, tested without a database. */
export function scriptedChangeFeed() {
  const listeners: ChangeListener[] = [];
  const feed = {
    live: true as boolean,
    subscribe: (listener: ChangeListener) => {
      listeners.push(listener);
    },
    settled: async () => {},
    close: async () => {},
  } satisfies ChangeFeed;
  return {
    feed,
    change(kind: ChangeKind, userId: string) {
      for (const listener of listeners) listener.changed(kind, userId);
    },
    lose() {
      feed.live = false;
      for (const listener of listeners) listener.lost();
    },
  };
}
