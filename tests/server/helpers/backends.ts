import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { copySchemaSql } from './migratedCopy';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** False when the backend cannot run here (no TEST_DATABASE_URL): its suites are skipped, visibly. */
  available: boolean;
  /** An empty database of its own, not yet migrated. */
  open(): Promise<Db>;
  /** A database of its own with every migration applied. */
  openMigrated(): Promise<Db>;
}

/**
 * initdb inside PGlite takes seconds, so a cluster is made once per machine and kept as a dump in
 * the temp folder, keyed by the PGlite version; each test worker starts from it, and so may a test's
 * server (its DB_SEED).
 */
export async function emptyClusterDump(): Promise<string> {
  const version = JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  const key = createHash('sha256').update(String(version)).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `sme-bank-pglite-empty-${key}.tar`);
  if (existsSync(file)) return file;
  const db = await openPglite({ dataDir: 'memory://' });
  const dump = await db.dump();
  await db.close();
  // Write then rename: two test workers may race to create it, and neither may read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The empty cluster, to hand PGlite as its loadDataDir. */
export const emptyCluster = async (): Promise<Blob> => new Blob([readFileSync(await emptyClusterDump())]);

/**
 * Starting a PGlite costs most of a second even from a dump, a schema in a running one a few
 * milliseconds: each test worker starts one and every suite gets a schema of its own in it, as on
 * PostgreSQL. Workers are separate processes, and a worker runs one suite at a time.
 */
let workerPglite: Promise<Db> | null = null;

function sharedPglite(): Promise<Db> {
  workerPglite ??= emptyCluster().then((dump) => openPglite({ dataDir: 'memory://', loadDataDir: dump }));
  return workerPglite;
}

/** The schema PGlite's one connection has on its search path: a suite's handle moves it to its own. */
let activeSchema: string | null = null;
/**
 * PGlite's one connection, taken in turn, so that no handle's query runs on another's search path: a use
 * starts when the one before it has settled, whether it succeeded or failed.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => undefined);
  return result;
}

const newSchemaName = () => `test_${randomBytes(6).toString('hex')}`;

async function openPgliteSchema(schema = newSchemaName()): Promise<Db> {
  const base = await sharedPglite();
  const onSchema = async () => {
    if (activeSchema === schema) return;
    await base.exec(`set search_path to ${schema}`);
    activeSchema = schema;
  };
  await inTurn(async () => {
    await base.exec(`create schema ${schema}`);
    await onSchema();
  });
  return {
    kind: 'pglite',
    query: (sql, params) => inTurn(async () => (await onSchema(), base.query(sql, params))),
    exec: (sql) => inTurn(async () => (await onSchema(), base.exec(sql))),
    transaction: (work) => inTurn(async () => (await onSchema(), base.transaction(work))),
    close: () =>
      inTurn(async () => {
        await base.exec(`drop schema if exists ${schema} cascade`);
        if (activeSchema === schema) activeSchema = null;
      }),
  };
}

/** The worker's migrated schema in its PGlite, as the statements that copy it (see migratedCopy.ts). */
let pgliteCopy: Promise<string> | null = null;

const pglite: Backend = {
  name: 'pglite',
  available: true,
  open: () => openPgliteSchema(),
  async openMigrated() {
    pgliteCopy ??= (async () => {
      const template = 'test_migrated_template';
      const db = await openPgliteSchema(template);
      await migrate(db);
      return copySchemaSql(db, template);
    })();
    const copy = await pgliteCopy;
    const db = await openPgliteSchema();
    await db.exec(copy);
    return db;
  },
};

const url = process.env.TEST_DATABASE_URL;

/**
 * On PostgreSQL the migrated template outlives the run, named after the migrations it holds, so each worker
 * of each run finds it made. It is migrated under a name of its own and renamed when complete: a worker
 * that loses the race to rename drops its copy.
 */
const TEMPLATE = `test_migrated_${createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12)}`;
let postgresCopy: Promise<string> | null = null;

async function postgresTemplateCopy(): Promise<string> {
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const db = await openPostgres({ connectionString: url, max: 1 });
  try {
    const made = await db.query('select 1 from pg_namespace where nspname = $1', [TEMPLATE]);
    if (made.rows.length === 0) {
      const draft = await postgres.open();
      try {
        await migrate(draft);
        await draft.query(`alter schema ${await currentSchema(draft)} rename to ${TEMPLATE}`).catch(() => undefined);
      } finally {
        await draft.close();
      }
    }
    return await copySchemaSql(db, TEMPLATE);
  } finally {
    await db.close();
  }
}

const currentSchema = async (db: Db) => (await db.query<{ s: string }>('select current_schema() as s')).rows[0].s;

const postgres: Backend = {
  name: 'postgres',
  available: Boolean(url),
  async open() {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = newSchemaName();
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
  async openMigrated() {
    postgresCopy ??= postgresTemplateCopy();
    const copy = await postgresCopy;
    const db = await this.open();
    await db.exec(copy);
    return db;
  },
};

export const BACKENDS: readonly Backend[] = [pglite, postgres];
