// Errors of the database driver that services turn into answers.

const UNIQUE_VIOLATION = '23505';

/** drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
