import { describe, expect, it } from 'vitest';
import { dbFailureOf } from '../../server/db/failures';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

/** The SQLSTATEs are PostgreSQL's (appendix A, "PostgreSQL Error Codes"); the errnos Node's. */
describe('which database errors mean "try again later" rather than a bug', () => {
  it('a full disk: disk_full (53100), ENOSPC and EDQUOT from the file system', () => {
    expect(dbFailureOf(withCode('53100', 'could not extend file "base/5/16409": No space left on device'))).toBe('full');
    expect(dbFailureOf(withCode('ENOSPC'))).toBe('full');
    expect(dbFailureOf(withCode('EDQUOT'))).toBe('full');
  });

  it('no connection: refused (also inside an AggregateError), reset, the server shutting down or starting, too many connections', () => {
    expect(dbFailureOf(Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' }))).toBe('unreachable');
    expect(dbFailureOf(new AggregateError([withCode('ECONNREFUSED')], ''))).toBe('unreachable');
    expect(dbFailureOf(withCode('ECONNRESET'))).toBe('unreachable');
    for (const state of ['08006', '08001', '57P01', '57P02', '57P03', '53300']) expect(dbFailureOf(withCode(state)), state).toBe('unreachable');
    expect(dbFailureOf(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(dbFailureOf(new Error('timeout exceeded when trying to connect'))).toBe('unreachable');
    expect(dbFailureOf(new Error('PGlite is closed'))).toBe('unreachable');
    expect(dbFailureOf(new Error('wrapped', { cause: withCode('57P01') }))).toBe('unreachable');
  });

  it('anything else is not a database outage: constraint violations, syntax errors, plain errors, non-errors', () => {
    for (const state of ['23505', '23503', '42601', '40001', '22P02']) expect(dbFailureOf(withCode(state)), state).toBeNull();
    expect(dbFailureOf(new Error('Something else'))).toBeNull();
    expect(dbFailureOf(null)).toBeNull();
    expect(dbFailureOf('ECONNREFUSED')).toBeNull();
  });
});
