import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { paths } from '../../src/contract';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPostgres } from '../../server/db/postgres';
import { DEFAULT_LIMITS } from '../../server/security/limits';
import type { Bank } from '../server/helpers/bank';
import { describeBank } from '../server/helpers/suite';

const LOOKUP = { type: 'Status', uen: '201512345K', nric: 'S0000001A' };

async function mint(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: paths.token, payload: { appId: 'SMEDL-WEB' }, remoteAddress });
}

async function lookup(app: FastifyInstance, token: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: paths.statusLookup,
    payload: LOOKUP,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
  });
}

function expectRefused(res: Awaited<ReturnType<typeof mint>>, windowMs: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ isSucess: false, statusCode: 429, error: 'Too Many Requests' });
  expect(body.message).toMatch(/too many requests/i);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/**
 * A second bank process on the same database: on PostgreSQL its own connection pool on the suite's
 * schema (as another server would have), on PGlite the one embedded database.
 */
async function secondProcess(bank: Bank): Promise<{ app: FastifyInstance; db: Db | null }> {
  let db: Db | null = null;
  let shared: Db = bank.db;
  if (bank.db.kind === 'postgres') {
    const { rows } = await bank.db.query<{ schema: string }>('select current_schema() as schema');
    db = await openPostgres({ connectionString: process.env.TEST_DATABASE_URL!, schema: rows[0].schema, max: 2 });
    shared = db;
  }
  const app = await buildApp({ db: shared, now: bank.clock.now, mode: 'SIM' });
  await app.ready();
  return { app, db };
}

describeBank('Rate limits', (bank) => {
  const opened: Array<{ app: FastifyInstance; db: Db | null }> = [];
  afterEach(async () => {
    for (const p of opened.splice(0)) {
      await p.app.close();
      await p.db?.close();
    }
  });

  it('answers a client only so many status lookups a window, then 429 with Retry-After until the window passes', async () => {
    const token = (await mint(bank.app)).json().token as string;
    for (let i = 0; i < DEFAULT_LIMITS.lookupsPerWindow; i++) {
      expect((await lookup(bank.app, token)).statusCode).toBe(200);
    }
    expectRefused(await lookup(bank.app, token), DEFAULT_LIMITS.rateWindowMs);

    // Another address is a different client: its lookups are its own.
    const other = (await mint(bank.app, '10.1.2.3')).json().token as string;
    expect((await lookup(bank.app, other, '10.1.2.3')).statusCode).toBe(200);

    bank.clock.advance(DEFAULT_LIMITS.rateWindowMs);
    expect((await lookup(bank.app, token)).statusCode).toBe(200);
  });

  it('mints only so many session tokens a window for one client', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.tokensPerWindow; i++) {
      expect((await mint(bank.app)).statusCode).toBe(200);
    }
    const refused = await mint(bank.app);
    expectRefused(refused, DEFAULT_LIMITS.rateWindowMs);
    const { rows } = await bank.db.query<{ n: number }>('select count(*)::int as n from tokens');
    expect(rows[0].n).toBe(DEFAULT_LIMITS.tokensPerWindow);
  });

  it('limits every API request of one client per window, whatever the route', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.requestsPerWindow; i++) {
      const res = await bank.app.inject({ method: 'GET', url: paths.health });
      expect(res.statusCode).toBe(200);
    }
    expectRefused(await bank.app.inject({ method: 'GET', url: paths.health }), DEFAULT_LIMITS.rateWindowMs);
    // The limit is per client and per address, not per route: an unknown API path is refused too.
    expect((await bank.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(429);
    expect((await bank.app.inject({ method: 'GET', url: paths.health, remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });

  it('holds across two bank processes on one database: their combined lookups hit the limit', async () => {
    const second = await secondProcess(bank);
    opened.push(second);
    const token = (await mint(bank.app)).json().token as string;
    for (let i = 0; i < DEFAULT_LIMITS.lookupsPerWindow; i++) {
      const app = i % 2 === 0 ? bank.app : second.app;
      expect((await lookup(app, token)).statusCode).toBe(200);
    }
    expectRefused(await lookup(second.app, token), DEFAULT_LIMITS.rateWindowMs);
    expectRefused(await lookup(bank.app, token), DEFAULT_LIMITS.rateWindowMs);
  });

  it('holds across processes when they hit the database at the same time', async () => {
    const second = await secondProcess(bank);
    opened.push(second);
    const attempts = DEFAULT_LIMITS.tokensPerWindow + 10;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) => mint(i % 2 === 0 ? bank.app : second.app)),
    );
    const granted = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(granted).toBe(DEFAULT_LIMITS.tokensPerWindow);
    expect(refused).toBe(attempts - DEFAULT_LIMITS.tokensPerWindow);
  });

  it('forgets the counters of windows long past, so the table does not grow with every address ever seen', async () => {
    for (let i = 1; i <= 20; i++) {
      await bank.app.inject({ method: 'GET', url: paths.health, remoteAddress: `10.0.0.${i}` });
    }
    bank.clock.advance(2 * DEFAULT_LIMITS.rateWindowMs);
    await bank.app.inject({ method: 'GET', url: paths.health, remoteAddress: '10.0.1.1' });
    const { rows } = await bank.db.query<{ n: number }>('select count(*)::int as n from rate_limit_windows');
    expect(rows[0].n).toBe(1);
  });

  it('refuses an oversized appId with 400 and mints no token for it', async () => {
    const res = await bank.app.inject({ method: 'POST', url: paths.token, payload: { appId: 'x'.repeat(10 * 1024) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSucess: false, statusCode: 400 });
    expect(res.json().message).toMatch(/appId/);
    const { rows } = await bank.db.query<{ n: number }>('select count(*)::int as n from tokens');
    expect(rows[0].n).toBe(0);
  });
});
