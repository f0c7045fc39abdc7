/**
 * Whether an error means the store cannot answer now, rather than that the request or the code is
 * wrong: PostgreSQL unreachable, a connection lost, a pool with no free connection in time, a
 * statement cancelled at its time limit, too many connections, the server shutting down; SQLite's
 * database locked past its busy timeout. Such a request gets 503 with Retry-After, never a hang.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    // Node's socket errors, PostgreSQL's connection exceptions (08…), query_canceled (57014: the
    // statement timeout), admin/crash shutdown (57P01–57P03) and too_many_connections (53300).
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'].includes(code)) return true;
    if (/^08/.test(code) || ['57014', '57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (code === 'ERR_SQLITE_ERROR' && /database is locked|SQLITE_BUSY/i.test(error.message)) return true;
  }
  // pg's own messages for a pool wait that timed out, a dropped connection and a query timeout.
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i.test(error.message);
}

/** How long a client is asked to wait before trying again after a 503, in seconds. */
export const retryAfterSeconds = 5;
