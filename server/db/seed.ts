import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A migrated embedded database, made once at build time: a new data folder starts from it instead of
 * running initdb and every migration, which took 2.5 to 7.8 s of the first start. Migrations still
 * run at start and find nothing to do (or only what is newer than the seed).
 */
export const DEFAULT_SEED = 'dist/db/pglite-migrated.tar';

/** PostgreSQL writes PG_VERSION first thing: a folder without it has never held a database. */
export const isNewDataFolder = (folder: string): boolean => !existsSync(path.join(folder, 'PG_VERSION'));

/** The seed to start a new data folder from, when the build made one. */
export function seedFor(folder: string, file: string): Blob | undefined {
  if (!isNewDataFolder(folder) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)], { type: 'application/x-tar' });
}
