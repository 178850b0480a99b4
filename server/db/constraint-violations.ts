/** Whether the error, or one it wraps, is PostgreSQL's foreign-key violation (23503): a row it refers to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = current.cause;
  }
  return false;
}

/** Whether the error, or one it wraps, is PostgreSQL's unique violation (23505): another row holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
