import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder, type DataFolderLock } from './dataFolderLock';
import { queryableOf, type Db } from './db';
import { COLUMN_PARSERS } from './values';

export interface PgliteOptions {
  /** A folder (data survives restarts) or 'memory://' (tests). */
  dataDir: string;
  /** A dump made with dumpDataDir: skips initdb, which costs seconds (tests use it). */
  loadDataDir?: Blob;
  /** Where the takeover of a stale data folder lock is reported (default: console.warn). */
  log?: (line: string) => void;
}

const inMemory = (dataDir: string) => dataDir.startsWith('memory://');

/**
 * Embedded PostgreSQL: the default, so a fresh machine needs no database server. PGlite has one connection
 * and queues its uses itself: a statement waits for a transaction under way, which ends with its COMMIT
 * (or, when a statement in it failed, with PGlite's TransactionAbortedError).
 */
export async function openPglite(options: PgliteOptions): Promise<Db & { dump(): Promise<Blob> }> {
  // Taken before PGlite starts: a second server must not touch the files even for a moment.
  const lock: DataFolderLock | null = inMemory(options.dataDir) ? null : lockDataFolder(path.resolve(options.dataDir), { log: options.log });
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers: COLUMN_PARSERS });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    kind: 'pglite',
    ...queryableOf(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(queryableOf(tx))),
    async close() {
      if (!pg.closed) await pg.close();
      lock?.release();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}
