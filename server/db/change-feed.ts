import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConnection } from './client.ts';

/** The channels the triggers of migration 0012 notify a user's id on, at commit. */
export const CHANGE_CHANNELS = {
  /** The user's account or one of their sessions changed or ended. */
  session: 'careerpilot_session_changed',
  /** Data a cached read of theirs comes from changed. */
  data: 'careerpilot_data_changed',
} as const;
export type ChangeKind = keyof typeof CHANGE_CHANNELS;

/** The channel `settled` sends itself a mark on. */
const SETTLED_CHANNEL = 'careerpilot_settled';
/** How long `settled` waits for its own mark before it gives the feed up as lost. */
const SETTLE_TIMEOUT_MS = 5_000;
/** How long a lost listening connection waits before it is opened again. */
const RECONNECT_DELAY_MS = 1_000;
/** The listening connection's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'careerpilot-change-feed';

export type ChangeListener = {
  /** A user's session/account or data changed, here or on another instance. */
  changed(kind: ChangeKind, userId: string): void;
  /** Changes may have gone unheard (the listening connection was lost): forget everything. */
  lost(): void;
};

/**
 * What this instance hears of the database's changes to users. Memory about a user may only be trusted while the
 * feed is `live`: every committed change then reaches the listeners.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe(listener: ChangeListener): void;
  /**
   * Resolves once every change committed before the call has reached the listeners, so that a response sent after
   * it is followed by reads that see its writes. PGlite delivers at commit; PostgreSQL delivers on the listening
   * connection, in commit order, so a mark notified now arrives after them.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/** Listeners subscribed to a feed, and what it tells them all. */
export function changeListeners() {
  const all: ChangeListener[] = [];
  return {
    subscribe: (listener: ChangeListener) => {
      all.push(listener);
    },
    changed: (kind: ChangeKind, userId: string) => {
      for (const listener of all) listener.changed(kind, userId);
    },
    lost: () => {
      for (const listener of all) listener.lost();
    },
  };
}

const kindOf = (channel: string): ChangeKind | undefined =>
  channel === CHANGE_CHANNELS.session ? 'session' : channel === CHANGE_CHANNELS.data ? 'data' : undefined;

async function pgliteFeed(
  client: Extract<DatabaseConnection, { kind: 'pglite' }>['client'],
): Promise<ChangeFeed> {
  const heard = changeListeners();
  const stops = await Promise.all(
    Object.entries(CHANGE_CHANNELS).map(([kind, channel]) =>
      client.listen(channel, (userId) => heard.changed(kind as ChangeKind, userId)),
    ),
  );
  return {
    live: true,
    subscribe: heard.subscribe,
    settled: async () => {},
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

async function postgresFeed(connectionString: string): Promise<ChangeFeed> {
  const heard = changeListeners();
  const marks = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  function lose(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    live = false;
    heard.lost();
    lostClient.end().catch(() => {});
    if (!closed) reconnect = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
  }

  async function connect() {
    const next = new pg.Client({ connectionString, application_name: CHANGE_FEED_APPLICATION_NAME });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === SETTLED_CHANNEL) return marks.get(payload)?.();
      const kind = kindOf(channel);
      if (kind) heard.changed(kind, payload);
    });
    client = next;
    try {
      await next.connect();
      for (const channel of [...Object.values(CHANGE_CHANNELS), SETTLED_CHANNEL]) {
        await next.query(`LISTEN ${channel}`);
      }
    } catch (error) {
      lose(next);
      throw error;
    }
    // Whatever changed before the LISTEN went unheard.
    heard.lost();
    live = client === next;
  }

  /** Notifies a mark and waits for it to come back on the listening connection. */
  async function markHeard() {
    const listening = client;
    if (!live || !listening) return;
    const mark = randomUUID();
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      marks.set(mark, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await listening.query('select pg_notify($1, $2)', [SETTLED_CHANNEL, mark]);
      if (!(await arrived)) lose(listening);
    } catch {
      lose(listening);
    } finally {
      marks.delete(mark);
    }
  }

  // One mark on its way at a time: whoever asks meanwhile shares the next one, sent when it is back.
  let sending: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  function send() {
    const mark = markHeard().finally(() => {
      if (sending === mark) sending = undefined;
    });
    sending = mark;
    return mark;
  }
  function settled(): Promise<void> {
    if (!live) return Promise.resolve();
    if (queued) return queued;
    if (!sending) return send();
    const next = sending.then(() => {
      queued = undefined;
      return send();
    });
    queued = next;
    return next;
  }

  // Without the database now, the feed starts lost and keeps trying; nothing is held in memory meanwhile.
  await connect().catch(() => {});
  return {
    get live() {
      return live;
    },
    subscribe: heard.subscribe,
    settled,
    close: async () => {
      closed = true;
      clearTimeout(reconnect);
      const open = client;
      client = undefined;
      live = false;
      await open?.end();
    },
  };
}

export function openChangeFeed(connection: DatabaseConnection): Promise<ChangeFeed> {
  return connection.kind === 'pglite'
    ? pgliteFeed(connection.client)
    : postgresFeed(connection.connectionString);
}
