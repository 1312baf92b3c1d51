import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../server/db/db';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** False when the backend cannot run here (no TEST_DATABASE_URL): its suites are skipped, visibly. */
  available: boolean;
  /** An empty database of its own, not yet migrated. */
  open(): Promise<Db>;
}

/**
 * initdb inside PGlite takes seconds, so an empty cluster is made once per machine and kept as a
 * dump in the temp folder (keyed by the PGlite version); each suite starts from a copy in well under a second.
 */
async function pgliteTemplate(): Promise<Blob> {
  const version = JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  const key = createHash('sha256').update(String(version)).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `sme-bank-pglite-empty-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite({ dataDir: 'memory://' });
  const dump = await db.dump();
  await db.close();
  // Write then rename: two test workers may race to create it, and neither may read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const pglite: Backend = {
  name: 'pglite',
  available: true,
  async open() {
    return openPglite({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  },
};

const url = process.env.TEST_DATABASE_URL;
const postgres: Backend = {
  name: 'postgres',
  available: Boolean(url),
  async open() {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await openPostgres({ connectionString: url, schema, max: 4 });
    // Each suite has a schema of its own; it is dropped when the suite closes the database.
    return {
      ...db,
      async close() {
        await db.exec(`drop schema if exists ${schema} cascade`);
        await db.close();
      },
    };
  },
};

export const BACKENDS: readonly Backend[] = [pglite, postgres];
