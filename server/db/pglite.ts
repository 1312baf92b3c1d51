import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

export interface PgliteOptions {
  /** A folder (data survives restarts) or 'memory://' (tests). */
  dataDir: string;
  /** A dump made with dumpDataDir: skips initdb, which costs seconds (tests use it). */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL: the default, so a fresh machine needs no database server. */
export async function openPglite(options: PgliteOptions): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await pg.waitReady;
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
  });
  const outer = asQueryable(pg);
  return {
    kind: 'pglite',
    query: outer.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
}
