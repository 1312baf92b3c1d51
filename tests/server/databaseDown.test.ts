import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { paths } from '../../src/contract';
import { BACKENDS, emptyCluster } from './helpers/backends';
import { client, TestClock } from './helpers/bank';
import { financing, newToken, startApplication } from './helpers/journey';
import { ownPostgres, ownPostgresPossible, type OwnPostgres } from './helpers/ownPostgres';
import { tcpProxy, type TcpProxy } from './helpers/tcpProxy';
import { migrate } from '../../server/db/migrate';

const UNREACHABLE = 'The sandbox bank cannot reach its database just now. Please try again in a few seconds.';

const postgres = BACKENDS.find((b) => b.name === 'postgres')!;

/*
 * PostgreSQL stopped under a running bank. The shared server other suites use must stay up, so the bank
 * reaches it through a TCP proxy this suite cuts (connections reset, new ones refused, as when the server
 * stops) and restores; the bank is never restarted.
 */
describe.skipIf(!postgres.available)('the database down: 503 with Retry-After, health names the database, recovery without a restart [postgres]', () => {
  const clock = new TestClock();
  let direct: Db;
  let viaProxy: Db;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const api = client(() => app);

  beforeAll(async () => {
    direct = await postgres.openMigrated();
    const schema = (await direct.query<{ s: string }>('select current_schema() as s')).rows[0].s;
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    viaProxy = await openPostgres({ connectionString: url.toString(), schema, max: 4 });
    app = await buildApp({ db: viaProxy, now: clock.now, mode: 'SIM' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await viaProxy?.close().catch(() => undefined);
    await proxy?.close();
    await direct?.close();
  });

  it('answers every kind of call with 503, Retry-After and plain words while the database is gone, then serves again once it is back', async () => {
    const before = await startApplication(api);
    expect((await api.get(paths.health)).body).toEqual({ status: 'ok', mode: 'SIM', database: 'postgres' });

    await proxy.cut();

    const health = await api.get(paths.health);
    expect(health.status).toBe(503);
    expect(health.raw.headers['retry-after']).toBe('5');
    expect(health.body).toEqual({ status: 'unavailable', mode: 'SIM', database: 'unreachable' });

    const calls = [
      api.post(paths.token, { appId: 'SMEDL-WEB' }),
      api.get(paths.getFinancing(before.refNo), before.token),
      api.put(paths.updateFinancing, financing({ stateId: before.stateId, referenceNo: before.refNo, financingAmount: 150000 }), before.token),
      api.post(paths.createState, { packageId: '13000', dataFields: '<browser>test</browser>' }, before.token),
      api.post(paths.statusLookup, { type: 'Status', uen: '53312345D', nric: 'S7534127Z' }, before.token),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status, answer.raw.body).toBe(503);
      expect(answer.raw.headers['retry-after']).toBe('5');
      expect(answer.body).toEqual({ isSucess: false, statusCode: 503, error: 'Service Unavailable', message: UNREACHABLE });
    }

    await proxy.restore();

    expect(await api.get(paths.health)).toMatchObject({ status: 200, body: { status: 'ok', database: 'postgres' } });
    // The session and the application made before the outage are still there; new ones can be made.
    expect((await api.get(paths.getFinancing(before.refNo), before.token)).status).toBe(200);
    expect(await newToken(api)).toBeTruthy();
    await startApplication(api);
  });
});

/*
 * The same with a real PostgreSQL stopped and started again: a server of the suite's own (needs root and
 * the PostgreSQL binaries; skipped where they are missing), so the shared one is never stopped.
 */
describe.skipIf(!ownPostgresPossible())('a real PostgreSQL stopped and started under a running bank [postgres of its own]', () => {
  const clock = new TestClock();
  let server: OwnPostgres;
  let db: Db;
  let app: FastifyInstance;
  const api = client(() => app);

  beforeAll(async () => {
    server = await ownPostgres();
    db = await openPostgres({ connectionString: server.url, max: 4 });
    await migrate(db);
    app = await buildApp({ db, now: clock.now, mode: 'SIM' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => undefined);
    server?.remove();
  });

  it('answers 503 with Retry-After while it is stopped and serves the same sessions once it is started again', async () => {
    const before = await startApplication(api);

    server.stop();
    const health = await api.get(paths.health);
    expect(health.status).toBe(503);
    expect(health.raw.headers['retry-after']).toBe('5');
    expect(health.body).toEqual({ status: 'unavailable', mode: 'SIM', database: 'unreachable' });
    for (const answer of [
      await api.post(paths.token, { appId: 'SMEDL-WEB' }),
      await api.get(paths.getFinancing(before.refNo), before.token),
      await api.put(paths.updateFinancing, financing({ stateId: before.stateId, referenceNo: before.refNo, financingAmount: 150000 }), before.token),
    ]) {
      expect(answer.status, answer.raw.body).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, message: UNREACHABLE });
    }

    server.start();
    expect(await api.get(paths.health)).toMatchObject({ status: 200, body: { status: 'ok', database: 'postgres' } });
    expect((await api.get(paths.getFinancing(before.refNo), before.token)).status).toBe(200);
    await startApplication(api);
  });
});

/*
 * The embedded database lives and dies with the process: there is nothing to reconnect to, so a closed
 * PGlite (the bank shutting down with requests still arriving) answers 503 rather than 500 until the
 * process is replaced.
 */
describe('the embedded database closed: 503 with Retry-After, health names the database [pglite]', () => {
  let app: FastifyInstance;
  let db: Db;
  const api = client(() => app);

  beforeAll(async () => {
    db = await openPglite({ dataDir: 'memory://', loadDataDir: await emptyCluster() });
    await migrate(db);
    app = await buildApp({ db, now: new TestClock().now, mode: 'SIM' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 on health and on an API call once PGlite is closed', async () => {
    const before = await startApplication(api);
    await db.close();
    const health = await api.get(paths.health);
    expect(health.status).toBe(503);
    expect(health.raw.headers['retry-after']).toBe('5');
    expect(health.body).toEqual({ status: 'unavailable', mode: 'SIM', database: 'unreachable' });
    const read = await api.get(paths.getFinancing(before.refNo), before.token);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ statusCode: 503, message: UNREACHABLE });
  });
});
