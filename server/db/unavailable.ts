/** Errors that mean the database cannot be reached or is restarting, not that the request was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  // PostgreSQL: connection exceptions (class 08) and operator intervention (class 57P).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect/i;

/** Whether the error, or any error it wraps, says the database is out of reach for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
