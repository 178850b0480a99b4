import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseDriver } from '#server/db/client.ts';
import { rateLimitWindows } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';

export type RateLimitOptions = { perMinute: number; driver: DatabaseDriver };

/** The milliseconds left in a row's window. */
const remainingMs = (window: SQL) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitWindows.windowStartedAt} + ${window} - now())) * 1000))::int`;

/**
 * Counts `hits` requests (one by default) in the key's fixed window; answers the window's count and its remaining
 * milliseconds.
 */
export async function countRequest(db: Database, key: string, windowMs: number, hits = 1) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const windowOver = sql`${rateLimitWindows.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStartedAt: sql`now()`, hits })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        hits: sql`case when ${windowOver} then ${hits} else ${rateLimitWindows.hits} + ${hits} end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${rateLimitWindows.windowStartedAt} end`,
      },
    })
    .returning({
      current: rateLimitWindows.hits,
      ttl: remainingMs(window),
    });
  if (!row) throw new Error('the rate limit upsert returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** The key's count in its current window without adding to it: 0 when no window is open. */
export async function readCount(db: Database, key: string, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({
      current: rateLimitWindows.hits,
      ttl: remainingMs(window),
    })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), sql`${rateLimitWindows.windowStartedAt} > now() - ${window}`));
  return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Closes the key's window, so its count starts again from nothing. */
export async function forgetCount(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

/** Windows that ended long ago only take space; any new request recreates its own. */
export async function deleteStaleRateLimitWindows(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStartedAt, sql`now() - interval '1 hour'`))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}

/** A route with its own limit counts apart from the global one; the plugin passes its merged options here. */
function namespaceOf(options: object): string {
  const { groupId, routeInfo } = options as {
    groupId?: string;
    routeInfo?: { method?: unknown; url?: string };
  };
  return groupId ?? (routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}` : 'global');
}

/** An instance may take at most this share of what is left of a key's allowance in one reservation. */
const LEASE_SHARE = 8;
/** Keys kept in memory before those whose window has ended are dropped. */
const MAX_LEASED_KEYS = 10_000;

/** Counts reserved in PostgreSQL for this instance to hand out one by one: `next` up to `last`, until `endsAt`. */
type Lease = { next: number; last: number; endsAt: number };

/**
 * Counters in PostgreSQL, so every instance behind a load balancer sees the same counts. Writing a row on every
 * request made every request wait on that row, so an instance reserves several counts at once (an eighth of what
 * is left of the allowance, at least one) and hands them out from memory. Reserved counts are counted at once, so
 * the instances together never let more through than the limit; an instance holding unused counts can only make
 * another refuse a little early. The first request of a window, and every one near the limit, is counted alone.
 */
function postgresStore(db: Database) {
  const leases = new Map<string, Lease>();
  const reserving = new Map<string, Promise<void>>();

  function forgetEndedLeases(now: number) {
    if (leases.size < MAX_LEASED_KEYS) return;
    for (const [key, lease] of leases) if (lease.endsAt <= now) leases.delete(key);
  }

  async function reserve(key: string, timeWindow: number, max: number) {
    const now = Date.now();
    const previous = leases.get(key);
    const size =
      previous && previous.endsAt > now ? Math.max(1, Math.floor((max - previous.last) / LEASE_SHARE)) : 1;
    const { current, ttl } = await countRequest(db, key, timeWindow, size);
    forgetEndedLeases(now);
    leases.set(key, { next: current - size + 1, last: current, endsAt: now + ttl });
  }

  async function take(key: string, timeWindow: number, max: number) {
    for (;;) {
      const lease = leases.get(key);
      const now = Date.now();
      if (lease && lease.endsAt > now && lease.next <= lease.last) {
        const current = lease.next;
        lease.next += 1;
        return { current, ttl: lease.endsAt - now };
      }
      // Requests that find the lease spent wait for one reservation instead of each making their own.
      let pending = reserving.get(key);
      if (!pending) {
        pending = reserve(key, timeWindow, max).finally(() => reserving.delete(key));
        reserving.set(key, pending);
      }
      await pending;
    }
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly namespace: string;

    constructor(options: object) {
      this.namespace = namespaceOf(options);
    }

    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore['incr']>[1],
      timeWindow: number,
      max: number,
    ) {
      take(`${this.namespace}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

export default fp(
  async function requestRateLimit(app: FastifyInstance, options: RateLimitOptions) {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      // The embedded database serves one process, so its counters can live in that process's memory.
      store: options.driver === 'postgres' ? postgresStore(app.db) : undefined,
      // An unreachable counter store must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
