/** PostgreSQL error codes the services act on. */
export const PG = {
  uniqueViolation: '23505',
  restrictViolation: '23001',
  foreignKeyViolation: '23503',
} as const;

/**
 * Whether a database error carries one of `codes`, wherever the driver (pg, PGlite) or Drizzle's wrapper
 * put it: on the error itself or somewhere down its `cause` chain.
 */
export function hasPgCode(err: unknown, ...codes: string[]): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}
