import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http-error.ts';
import { countRequest } from '#server/plugins/rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Attempts allowed per 15 minutes: from one address, and at one email (whoever tries it). */
export const ATTEMPT_LIMITS = { perAddress: 30, perEmail: 10 } as const;

/**
 * Counts a sign-in or sign-up attempt against its address and its email, in the database so that every instance
 * shares the count, and refuses it (429) past either limit.
 */
export async function limitAttempts(
  db: Database,
  kind: 'signin' | 'signup',
  address: string,
  email: string,
): Promise<void> {
  const [byAddress, byEmail] = await Promise.all([
    countRequest(db, `${kind}:address:${address}`, WINDOW_MS),
    countRequest(db, `${kind}:email:${email}`, WINDOW_MS),
  ]);
  if (byAddress.current > ATTEMPT_LIMITS.perAddress || byEmail.current > ATTEMPT_LIMITS.perEmail) {
    const minutes = Math.max(1, Math.ceil(Math.max(byAddress.ttl, byEmail.ttl) / 60_000));
    throw new HttpError(429, `Too many attempts. Please wait ${minutes} minutes and try again.`);
  }
}
