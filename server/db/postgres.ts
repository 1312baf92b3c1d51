import pg from 'pg';
import { queryableOf, rolledBack, type Db } from './db';
import { dbFailureOf } from './failures';
import { COLUMN_PARSERS } from './values';

/** The bank's column rules (server/db/values.ts) over node-postgres's own parsers. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => COLUMN_PARSERS[oid] ?? pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  connectionString: string;
  /** Every connection of the pool uses this schema first (tests give each run its own). */
  schema?: string;
  max?: number;
  /** How long a request waits for a connection before the database counts as unreachable (default 5 s). */
  connectionTimeoutMs?: number;
}

/** A real PostgreSQL server, chosen when DATABASE_URL is set. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Unsafe schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    // A database behind a silent network (no reset, no answer) fails the request in seconds rather than
    // holding it open forever; keep-alive finds a dead idle connection before a request picks it.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  if (options.schema) await pool.query(`create schema if not exists ${options.schema}`);
  // Fail at start-up, not on the first request, when the server cannot be reached.
  await pool.query('select 1');

  return {
    kind: 'postgres',
    ...queryableOf(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(queryableOf(client));
        const failed = rolledBack((await client.query('commit')).command);
        if (failed) throw failed;
        return result;
      } catch (e) {
        // A connection that lost its server is dropped from the pool, so the next request opens a new one.
        if (dbFailureOf(e) === 'unreachable') lost = e as Error;
        else await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release(lost);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
