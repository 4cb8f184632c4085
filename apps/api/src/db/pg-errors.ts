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

/** Codes of a connection the server ended or refused: shutdown, crash, restart, failover. */
const CONNECTION_LOST_CODES = ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'];

/**
 * Whether the database connection was lost rather than the query refused: the driver's codes, or
 * node-postgres's messages for a socket that closed ("Connection terminated unexpectedly") and for a
 * client used after that ("… is not queryable", e.g. the ROLLBACK Drizzle sends after the failure).
 */
export function isConnectionLost(err: unknown): boolean {
  if (hasPgCode(err, ...CONNECTION_LOST_CODES)) return true;
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message } = e as { message?: unknown };
    if (typeof message === 'string' && /Connection terminated|is not queryable/.test(message)) return true;
  }
  return false;
}
