import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http-error.ts';
import { countRequest, forgetCount, readCount, waitText } from '#server/plugins/rate-limit.ts';
import type { Account } from '#server/sessions/repository.ts';
import { firstMatching } from './passwords.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** Per 15 minutes: attempts from one address, and wrong passwords for one email from one address. */
export const ATTEMPT_LIMITS = { perAddress: 30, failuresPerEmailAndAddress: 10 } as const;

/**
 * Wrong passwords for one email from every address together only slow its sign-in down, so that nobody can lock
 * the owner out: past the free ones, each failure doubles the wait before a password is checked, up to the cap.
 */
export const SLOWDOWN = { freeFailures: 10, firstDelayMs: 250, maxDelayMs: 5000 } as const;

const addressKey = (kind: string, address: string) => `${kind}:address:${address}`;
const pairKey = (email: string, address: string) => `password-failures:pair:${email}|${address}`;
const emailKey = (email: string) => `password-failures:email:${email}`;

/** "Please wait 45 seconds and try again.": never less than the wait, so trying again then succeeds. */
export const pleaseWait = (ms: number) => `Please wait ${waitText(ms)} and try again.`;

const tooMany = (remainingMs: number) => new HttpError(429, `Too many attempts. ${pleaseWait(remainingMs)}`);

/** Counts a sign-in or sign-up attempt from the address (shared by every instance) and refuses it past the limit. */
export async function limitAddressAttempts(
  db: Database,
  kind: 'signin' | 'signup',
  address: string,
): Promise<void> {
  const { current, ttl } = await countRequest(db, addressKey(kind, address), WINDOW_MS);
  if (current > ATTEMPT_LIMITS.perAddress) throw tooMany(ttl);
}

/** The wait before checking a password for an email that has seen this many recent failures. */
export function slowdownFor(failures: number): number {
  if (failures < SLOWDOWN.freeFailures) return 0;
  return Math.min(SLOWDOWN.maxDelayMs, SLOWDOWN.firstDelayMs * 2 ** (failures - SLOWDOWN.freeFailures));
}

export type PasswordAttempt = { email: string; address: string };

/**
 * Checks a password under the attempt rules, for every route that takes one (sign-in, change password, delete):
 * refused (429) where this address already failed too often for this email; slowed down, holding no database
 * connection, while the email sees many failures; a failure is counted for the pair and the email, a success
 * clears the pair's count. `check` answers what the password opened, or undefined when it opened nothing.
 */
export async function checkPasswordAttempt<T>(
  db: Database,
  { email, address }: PasswordAttempt,
  check: () => Promise<T | undefined>,
  wrongPassword: () => HttpError,
): Promise<T> {
  const pair = await readCount(db, pairKey(email, address), WINDOW_MS);
  if (pair.current >= ATTEMPT_LIMITS.failuresPerEmailAndAddress) throw tooMany(pair.ttl);
  const { current: failures } = await readCount(db, emailKey(email), WINDOW_MS);
  const delay = slowdownFor(failures);
  if (delay > 0) await sleep(delay);
  const opened = await check();
  if (opened === undefined) {
    await Promise.all([
      countRequest(db, pairKey(email, address), WINDOW_MS),
      countRequest(db, emailKey(email), WINDOW_MS),
    ]);
    throw wrongPassword();
  }
  await forgetCount(db, pairKey(email, address));
  return opened;
}

const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.';

/**
 * Checks a signed-in account's own password under the attempt rules (changing the password or the address,
 * deleting the account): 403 when wrong, and it counts as a failure.
 */
export async function confirmPassword(db: Database, account: Account, password: string, address: string) {
  await checkPasswordAttempt(
    db,
    { email: account.email, address },
    () => firstMatching([account], password),
    () => new HttpError(403, WRONG_PASSWORD),
  );
}

/**
 * Counts one request under `key` and answers the milliseconds to wait when the window already held `max`;
 * undefined while within the limit.
 */
export async function waitOverLimit(
  db: Database,
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<number | undefined> {
  const { current, ttl } = await countRequest(db, key, windowMs);
  return current > max ? ttl : undefined;
}
