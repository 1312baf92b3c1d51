import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';
import { seedFor } from './seed';

export interface OpenDbOptions {
  /** When set, a real PostgreSQL server is used and dataDir is ignored. */
  databaseUrl?: string;
  dataDir: string;
  /** A migrated database (server/db/seed.ts) a new data folder starts from, when the file exists. */
  seedFile?: string;
}

/** Each driver is imported only when chosen: loading both would slow every start for nothing. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres({ connectionString: options.databaseUrl });
  }
  const { openPglite } = await import('./pglite');
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite({ dataDir: dir, loadDataDir: options.seedFile ? seedFor(dir, options.seedFile) : undefined });
}
