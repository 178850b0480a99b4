const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a session lives (decision 0018). A guest has no credentials to sign in again with, so its session only
 * slides. An account's session also ends 30 days after sign-in whatever its use (NIST SP 800-63B asks a password
 * session to re-authenticate at least every 30 days) and after 14 days unused.
 */
export const SESSION_LIFETIMES = {
  guestIdleMs: 180 * DAY_MS,
  accountIdleMs: 14 * DAY_MS,
  accountAbsoluteMs: 30 * DAY_MS,
} as const;

/** When a session in use now should expire: the sliding limit, and for an account never past its absolute one. */
export function sessionExpiry(guest: boolean, startedAt: Date, now = new Date()): Date {
  if (guest) return new Date(now.getTime() + SESSION_LIFETIMES.guestIdleMs);
  return new Date(
    Math.min(
      now.getTime() + SESSION_LIFETIMES.accountIdleMs,
      startedAt.getTime() + SESSION_LIFETIMES.accountAbsoluteMs,
    ),
  );
}
