/** Whether the error, or one it wraps, carries this PostgreSQL error code (SQLSTATE). */
export function hasPostgresCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    current = current.cause;
  }
  return false;
}

const FOREIGN_KEY_VIOLATION = new Set(['23503']);
const UNIQUE_VIOLATION = new Set(['23505']);

/** Whether the error, or one it wraps, is PostgreSQL's foreign-key violation (23503): a row it refers to is gone. */
export const isForeignKeyViolation = (error: unknown) => hasPostgresCode(error, FOREIGN_KEY_VIOLATION);

/** Whether the error, or one it wraps, is PostgreSQL's unique violation (23505): another row holds the value. */
export const isUniqueViolation = (error: unknown) => hasPostgresCode(error, UNIQUE_VIOLATION);
