import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { emailTokenRepository } from './mail/tokens.ts';
import { deleteStaleRateLimitWindows } from './plugins/rate-limit.ts';
import { sessionRepository } from './sessions/repository.ts';

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/** Housekeeping that is safe to run on every instance at once: it only deletes what has expired. */
export async function runMaintenance(db: Database) {
  const removed = await sessionRepository(db).deleteExpired();
  const rateLimitWindows = await deleteStaleRateLimitWindows(db);
  const emailLinks = await emailTokenRepository(db).deleteExpired();
  return { ...removed, rateLimitWindows, emailLinks };
}

export function scheduleMaintenance(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SIX_HOURS_MS,
): () => void {
  const run = () =>
    runMaintenance(db).then(
      (removed) => log.info({ removed }, 'maintenance done'),
      (error: unknown) => log.warn({ err: error }, 'maintenance failed'),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
