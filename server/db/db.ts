/**
 * The one database seam of the sandbox bank. Both backends speak PostgreSQL, so every query in
 * server/store is written once; this interface is all the rest of the server may know about them.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

export type DbKind = 'pglite' | 'postgres';

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
