/** Whether the error, or one it wraps, is PostgreSQL's foreign-key violation (23503): a row it refers to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = current.cause;
  }
  return false;
}
