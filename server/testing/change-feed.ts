import { type ChangeFeed, changeListeners } from '#server/db/change-feed.ts';

/** A change feed the test tells what it hears: for what keeps users in memory, tested without a database. */
export function scriptedChangeFeed() {
  const heard = changeListeners();
  const feed = {
    live: true as boolean,
    subscribe: heard.subscribe,
    settled: async () => {},
    close: async () => {},
  } satisfies ChangeFeed;
  return {
    feed,
    change: heard.changed,
    lose() {
      feed.live = false;
      heard.lost();
    },
  };
}
