/** The PostgreSQL error behind a Drizzle error (Drizzle wraps it in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause ?? {}) as { code?: string; constraint?: string };
}

/** True when `error` is a unique violation of `constraint` (e.g. a duplicate e-mail). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = pgError(error);
  return e.code === '23505' && e.constraint === constraint;
}

/** True when `error` is a foreign-key violation of `constraint` (or of any constraint when omitted). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e.code === '23503' && (constraint === undefined || e.constraint === constraint);
}
