import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** The zone of a user who never gave one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The user's zone (users.time_zone, stored under PostgreSQL's name for it), UTC when they never gave one. */
export const userTimeZone = sql<string>`coalesce(${users.timeZone}, ${DEFAULT_TIME_ZONE})`;

/** The wall-clock date and time in `zone` at `now`, by PostgreSQL's time zone rules. */
export const localTimestamp = (now: Date, zone: SQL) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;

/** The date in `zone` at `now`. */
export const localDateAt = (now: Date, zone: SQL) => sql`(${localTimestamp(now, zone)})::date`;
