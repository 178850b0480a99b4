import { isIPv6 } from 'node:net';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { Address6 } from 'ip-address';
import type { Database, DatabaseDriver } from '#server/db/client.ts';
import { rateLimitWindows } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import { appendRouteHook } from '#server/route-hooks.ts';

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

/** A limit: at most `max` requests per `timeWindow` milliseconds. */
export type Limit = { max: number; timeWindow: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit, counted apart from the API's. */
    rateLimit?: Limit;
  }
}

/** A key's count in its window, this request included, and the milliseconds until the window ends. */
type Count = { current: number; ttl: number };

/**
 * Counts a client's request against one limit; answers at once when it can, so most requests make no promise
 * (decision 0045). Each limit has a store of its own, keyed by the client alone: no key is built per request.
 */
type CounterStore = { take(client: string, timeWindow: number, max: number): Count | Promise<Count> };

/** Keys kept in memory; past it, those whose window has ended are dropped, and then the oldest windows. */
const MAX_KEYS_HELD = 10_000;
/** What is left after dropping the oldest: room for a thousand new keys before the next look through all. */
const KEYS_KEPT_WHEN_FULL = 9_000;

/**
 * Keeps `value` as the newest entry of `held`, so the entries kept longest ago come first, making room first when
 * `held` is full. A flood of new addresses thus costs one look through all per thousand of them.
 */
function keepNewest<T>(
  held: Map<string, T>,
  key: string,
  value: T,
  endsAt: (value: T) => number,
  now: number,
) {
  held.delete(key);
  if (held.size >= MAX_KEYS_HELD) {
    for (const [heldKey, heldValue] of held) if (endsAt(heldValue) <= now) held.delete(heldKey);
    for (const heldKey of held.keys()) {
      if (held.size <= KEYS_KEPT_WHEN_FULL) break;
      held.delete(heldKey);
    }
  }
  held.set(key, value);
}

/** Counters in this process's memory: the embedded database serves one process only. */
export function memoryStore(): CounterStore {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return {
    take(client, timeWindow) {
      const now = Date.now();
      let window = windows.get(client);
      if (!window || window.endsAt <= now) {
        window = { hits: 0, endsAt: now + timeWindow };
        keepNewest(windows, client, window, (held) => held.endsAt, now);
      }
      window.hits += 1;
      return { current: window.hits, ttl: window.endsAt - now };
    },
  };
}

/** An instance may take at most this share of what is left of a key's allowance in one reservation. */
const LEASE_SHARE = 8;

/** Counts reserved in PostgreSQL for this instance to hand out one by one: `next` up to `last`, until `endsAt`. */
type Lease = { next: number; last: number; endsAt: number };

/**
 * Counters in PostgreSQL, so every instance behind a load balancer sees the same counts. Writing a row on every
 * request made every request wait on that row, so an instance reserves several counts at once (an eighth of what
 * is left of the allowance, at least one) and hands them out from memory. Reserved counts are counted at once, so
 * the instances together never let more through than the limit; an instance holding unused counts can only make
 * another refuse a little early. The first request of a window, and every one near the limit, is counted alone.
 */
export function postgresStore(db: Database, namespace: string): CounterStore {
  const endsAtOf = (lease: Lease) => lease.endsAt;
  const leases = new Map<string, Lease>();
  const reserving = new Map<string, Promise<void>>();

  async function reserve(client: string, timeWindow: number, max: number) {
    const now = Date.now();
    const previous = leases.get(client);
    const size =
      previous && previous.endsAt > now ? Math.max(1, Math.floor((max - previous.last) / LEASE_SHARE)) : 1;
    const { current, ttl } = await countRequest(db, `${namespace}|${client}`, timeWindow, size);
    keepNewest(leases, client, { next: current - size + 1, last: current, endsAt: now + ttl }, endsAtOf, now);
  }

  function takeLeased(client: string): Count | undefined {
    const lease = leases.get(client);
    const now = Date.now();
    if (!lease || lease.endsAt <= now || lease.next > lease.last) return undefined;
    const current = lease.next;
    lease.next += 1;
    return { current, ttl: lease.endsAt - now };
  }

  async function takeAfterReserving(client: string, timeWindow: number, max: number): Promise<Count> {
    for (;;) {
      // Requests that find the lease spent wait for one reservation instead of each making their own.
      let pending = reserving.get(client);
      if (!pending) {
        pending = reserve(client, timeWindow, max).finally(() => reserving.delete(client));
        reserving.set(client, pending);
      }
      await pending;
      const taken = takeLeased(client);
      if (taken) return taken;
    }
  }

  return {
    take: (client, timeWindow, max) => takeLeased(client) ?? takeAfterReserving(client, timeWindow, max),
  };
}

/**
 * Whom a request counts against: its address as the trusted proxies name it, an IPv6 address by its /64 network,
 * since one subscriber holds a whole one (an IPv4 address mapped into IPv6 as itself).
 */
export function clientKey(address: string): string {
  if (!address.includes(':') || !isIPv6(address)) return address;
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return `${new Address6(`${address}/64`).startAddress().correctForm()}/64`;
}

/** "45 seconds", "1 minute", "15 minutes": never less than the wait, so trying again then succeeds. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

type Limiter = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * The hook that counts a route's requests in `store`. It takes a callback and counts without a promise while
 * the counter can answer at once: with @fastify/rate-limit's three awaits and three headers, counting was a sixth
 * of a hot read's time (decision 0045). An answer under the limit carries no rate-limit headers; a refusal says
 * the limit, that none are left, when the window ends and, in Retry-After, when to try again.
 */
function limiter(store: CounterStore, { max, timeWindow }: Limit): Limiter {
  const limitText = String(max);

  function decide(count: Count, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (count.current <= max) return done();
    const seconds = String(Math.ceil(count.ttl / 1000));
    reply.headers({
      'x-ratelimit-limit': limitText,
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': seconds,
      'retry-after': seconds,
    });
    done(new HttpError(429, `Too many requests. Please try again in ${waitText(count.ttl)}.`));
  }

  return (request, reply, done) => {
    let counted: Count | Promise<Count>;
    try {
      counted = store.take(clientKey(request.ip), timeWindow, max);
    } catch (error) {
      return letThrough(request, error, done);
    }
    if (counted instanceof Promise) {
      counted.then(
        (count) => decide(count, reply, done),
        (error: unknown) => letThrough(request, error, done),
      );
    } else {
      decide(counted, reply, done);
    }
  };
}

/** An unreachable counter store must not take the API down with it. */
function letThrough(request: FastifyRequest, error: unknown, done: HookHandlerDoneFunction) {
  request.log.warn({ err: error }, 'the rate limit could not count this request; it was let through');
  done();
}

/**
 * Every API route counts its requests per client: against the API's limit per minute, or, with a `rateLimit` of
 * its own in its config, against that, apart.
 */
export default fp(
  async function requestRateLimit(app: FastifyInstance, options: RateLimitOptions) {
    // A route with a limit of its own counts in a namespace of its own, named after it.
    const storeFor = (namespace: string) =>
      options.driver === 'postgres' ? postgresStore(app.db, namespace) : memoryStore();
    const global = limiter(storeFor('global'), { max: options.perMinute, timeWindow: 60_000 });
    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      appendRouteHook(
        route,
        'onRequest',
        own ? limiter(storeFor(`${route.method} ${route.url}`), own) : global,
      );
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
