import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder, type DataFolderLock } from './dataFolderLock';
import { rolledBack, type Db, type Queryable } from './db';
import { statementAnswer, statementMessage } from './pgliteWire';
import { oneAtATime } from './turns';

export interface PgliteOptions {
  /** A folder (data survives restarts) or 'memory://' (tests). */
  dataDir: string;
  /** A dump made with dumpDataDir: skips initdb, which costs seconds (tests use it). */
  loadDataDir?: Blob;
  /** Where the takeover of a stale data folder lock is reported (default: console.warn). */
  log?: (line: string) => void;
}

const inMemory = (dataDir: string) => dataDir.startsWith('memory://');

/** Embedded PostgreSQL: the default, so a fresh machine needs no database server. */
export async function openPglite(options: PgliteOptions): Promise<Db & { dump(): Promise<Blob> }> {
  // Taken before PGlite starts: a second server must not touch the files even for a moment.
  const lock: DataFolderLock | null = inMemory(options.dataDir) ? null : lockDataFolder(path.resolve(options.dataDir), { log: options.log });
  let pg: PGlite;
  try {
    pg = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await pg.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite has one connection: every use of it takes a turn, a transaction for its whole length.
  const inTurn = oneAtATime();
  // Outside a transaction each statement is synced to the data folder, as PGlite's own query does.
  const run = async <T>(sql: string, params: readonly unknown[], sync: boolean) =>
    statementAnswer<T>(await pg.execProtocolRaw(statementMessage(sql, params), { syncToFs: sync }));
  const inTransaction: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = []) => ({ rows: (await run<T>(sql, params, false)).rows }),
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => inTurn(async () => ({ rows: (await run<T>(sql, params, true)).rows })),
    exec: (sql) =>
      inTurn(async () => {
        await pg.exec(sql);
      }),
    transaction: (work) =>
      inTurn(async () => {
        await run('begin', [], false);
        try {
          const result = await work(inTransaction);
          const failed = rolledBack((await run('commit', [], true)).command);
          if (failed) throw failed;
          return result;
        } catch (error) {
          await run('rollback', [], true).catch(() => undefined);
          throw error;
        }
      }),
    close: () =>
      inTurn(async () => {
        if (!pg.closed) await pg.close();
        lock?.release();
      }),
    dump: () => inTurn(() => pg.dumpDataDir('none')),
  };
}
