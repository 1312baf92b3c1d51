/**
 * The database failures that are not a fault of the request nor a bug of the bank, told apart from every
 * other error so that the client hears "try again later" (503, 507) instead of a 500:
 *   unreachable  no connection to the database: refused, cut, timed out, the server shutting down or
 *                starting up, too many connections, or the embedded database closed;
 *   full         no space left to write (PostgreSQL's disk_full, or ENOSPC / EDQUOT from the file system).
 * A failed write is always a rolled-back transaction (db.ts), so either answer means nothing was stored.
 */
export type DbFailure = 'unreachable' | 'full';

/** Node's socket errors on the way to the database server. */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const FULL_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/**
 * PostgreSQL's SQLSTATEs (appendix A): class 08 connection exception; 57P01-57P03 the server shutting down,
 * crashed or not yet accepting connections; 53300 too many connections; 53100 disk full.
 */
const UNREACHABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const FULL_STATE = '53100';

/** node-postgres and PGlite report a lost connection in words, without a code. */
const UNREACHABLE_WORDS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'PGlite is closing',
];
const FULL_WORDS = ['No space left on device', 'Disk quota exceeded'];

function ownFailure(error: { code?: unknown; message?: unknown }): DbFailure | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (code === FULL_STATE || FULL_ERRNOS.has(code) || FULL_WORDS.some((w) => message.includes(w))) return 'full';
  if (UNREACHABLE_STATES.test(code) || UNREACHABLE_ERRNOS.has(code) || UNREACHABLE_WORDS.some((w) => message.includes(w))) return 'unreachable';
  return null;
}

/** The failure an error (or the error it wraps: cause, AggregateError's errors) stands for; null for any other error. */
export function dbFailureOf(error: unknown, depth = 0): DbFailure | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const own = ownFailure(e);
  if (own) return own;
  const inner = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const wrapped of inner) {
    const found = dbFailureOf(wrapped, depth + 1);
    if (found) return found;
  }
  return null;
}
