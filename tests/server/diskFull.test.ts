import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { paths } from '../../src/contract';
import { BACKENDS, emptyCluster } from './helpers/backends';
import { client, TestClock } from './helpers/bank';
import { MERLION, retrieved, type Started } from './helpers/journey';
import { multipartBody } from './helpers/multipart';
import { canMountSmallDisk, smallDisk, type SmallDisk } from './helpers/smallDisk';

const FULL = 'The sandbox bank has run out of storage space, so nothing was saved. Please try again later.';

/** A PDF whose bytes do not compress (a comment line of random text), so storing it really takes its size. */
function incompressiblePdf(bytes: number): Buffer {
  const filler = randomBytes(bytes).toString('base64').slice(0, bytes);
  const body = `%PDF-1.7\n%${filler}\n`;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << >> >>'];
  let pdf = body;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const mountable = canMountSmallDisk();
const postgres = BACKENDS.find((b) => b.name === 'postgres')!;

/** The bank on a database whose documents live on a small disk; `open` puts them there. */
function fullDiskSuite(open: (disk: SmallDisk) => Promise<{ db: Db; close(): Promise<void> }>) {
  const clock = new TestClock();
  let disk: SmallDisk;
  let opened: { db: Db; close(): Promise<void> };
  let app: FastifyInstance;
  const api = client(() => app);

  beforeAll(async () => {
    disk = smallDisk(96)!;
    opened = await open(disk);
    app = await buildApp({ db: opened.db, now: clock.now, mode: 'SIM' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.close();
    disk?.unmount();
  });

  const upload = (s: Started, pdf: Buffer) => {
    const { payload, contentType } = multipartBody([{ name: 'files', filename: 'statement.pdf', contentType: 'application/pdf', data: pdf }]);
    return app.inject({
      method: 'POST',
      url: paths.upload(s.refNo, 'FS', 'row-1', MERLION.first.nric),
      headers: { authorization: `Bearer ${s.token}`, 'content-type': contentType },
      payload,
    });
  };
  const documents = async (refNo: string) =>
    Number((await opened.db.query<{ n: string }>('select count(*) as n from documents where reference_no = $1', [refNo])).rows[0].n);

  it('refuses an upload the disk has no room for with 507, stores no part of it, and takes it once there is room', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const pdf = incompressiblePdf(4 * 1024 * 1024);

    disk.fillLeaving(512 * 1024);
    const full = await upload(s, pdf);
    expect(full.statusCode, full.body).toBe(507);
    expect(full.headers['retry-after']).toBe('60');
    expect(JSON.parse(full.body)).toEqual({ isSucess: false, statusCode: 507, error: 'Insufficient Storage', message: FULL });
    expect(await documents(s.refNo)).toBe(0);
    // Reads still work on a full disk.
    expect((await api.get(paths.uploadDetails(s.refNo), s.token)).status).toBe(200);

    disk.free();
    const stored = await upload(s, pdf);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await documents(s.refNo)).toBe(1);
    expect((await api.get(paths.health)).body).toMatchObject({ status: 'ok' });
  });
}

/*
 * A real ENOSPC, met by PostgreSQL when it extends a table's file: the database's files (PGlite), or the
 * documents' tablespace (PostgreSQL), on a tmpfs that fills up. Mounting one needs root; where the tests
 * cannot, these suites show as skipped.
 */
describe.skipIf(!mountable)('a full disk: 507 with plain words, nothing half-written, writes again once space is freed [pglite]', () => {
  fullDiskSuite(async (disk) => {
    const db = await openPglite({ dataDir: `${disk.dir}/pglite`, loadDataDir: await emptyCluster() });
    await migrate(db);
    return { db, close: () => db.close() };
  });
});

/** The PostgreSQL server's files are on this machine only when it listens on it (not a CI service container). */
const local = postgres.available && ['127.0.0.1', 'localhost'].includes(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x').hostname);

describe.skipIf(!mountable || !local)('a full disk: 507 with plain words, nothing half-written, writes again once space is freed [postgres]', () => {
  fullDiskSuite(async (disk) => {
    const tablespace = `test_small_${randomBytes(4).toString('hex')}`;
    const location = `${disk.dir}/tablespace`;
    mkdirSync(location);
    execFileSync('chown', ['postgres', location]);
    const db = await postgres.openMigrated();
    await db.exec(`create tablespace ${tablespace} location '${location}'`);
    await db.exec(`alter table documents set tablespace ${tablespace}`);
    return {
      db,
      async close() {
        await db.close();
        const admin = await openPostgres({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 });
        await admin.exec(`drop tablespace if exists ${tablespace}`);
        await admin.close();
      },
    };
  });
});
