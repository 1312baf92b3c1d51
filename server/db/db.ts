/**
 * The one database seam of the sandbox bank. Both backends speak PostgreSQL, so every query in
 * server/store is written once; this interface is all the rest of the server may know about them.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/** What both drivers offer: a parameterised query answering rows. */
interface Driver {
  query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
}

/** A driver (a pool, a client, a transaction) as the bank's Queryable; the parameters are copied, the drivers may keep them. */
export const queryableOf = (driver: Driver): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const { rows } = await driver.query<T>(sql, [...params]);
    return { rows };
  },
});

export type DbKind = 'pglite' | 'postgres';

/**
 * PostgreSQL answers COMMIT with ROLLBACK, and no error, when a statement of the transaction failed and the
 * work caught it and went on: node-postgres reports the work done, so server/db/postgres.ts throws this
 * (PGlite's own transaction throws its TransactionAbortedError there).
 */
export const rolledBack = (command: string): Error | null =>
  command === 'ROLLBACK' ? new Error('The transaction was rolled back: a statement in it failed') : null;

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs one or more statements without parameters (migrations, truncation in tests). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction. Inside it, use only `tx`: PGlite has a single connection,
   * so a query on the outer Db from inside the callback would wait for the transaction forever.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
