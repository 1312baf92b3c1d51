import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { BACKENDS } from './helpers/backends';

/*
 * The bank's queries are written once for both databases (server/db/db.ts), so both must hand them the same
 * values, take the same parameters and fail the same way: what node-postgres does against a PostgreSQL server.
 */
describe.each(BACKENDS)('values in and out of the database [$name]', (backend) => {
  describe.skipIf(!backend.available)(backend.available ? 'on this backend' : 'needs TEST_DATABASE_URL', () => {
    let db: Db;
    beforeAll(async () => {
      db = await backend.open();
      await db.exec('create table notes (id integer primary key, body text not null)');
    });
    afterAll(async () => db?.close());

    it('reads a count as text, an integer as a number, a timestamp as a Date, jsonb as an object, bytea as bytes, NULL as null', async () => {
      const { rows } = await db.query(
        `select (select count(*) from (values (1), (2)) v) as n, 7::int as i, 'x'::text as t,
                '2026-01-02T03:04:05.678Z'::timestamptz as at, '{"a": [1]}'::jsonb as j, '\\x00ff'::bytea as b, null::text as z, true as yes`,
      );
      expect(rows).toEqual([
        { n: '2', i: 7, t: 'x', at: new Date('2026-01-02T03:04:05.678Z'), j: { a: [1] }, b: Buffer.from([0, 255]), z: null, yes: true },
      ]);
      expect(Buffer.isBuffer((rows[0] as { b: unknown }).b)).toBe(true);
    });

    it('reads a bigint past 2^53 and a numeric as their exact text, a date as its day, json as an object, false as false', async () => {
      const { rows } = await db.query(
        `select 9007199254740993::bigint as big, 12345.670::numeric(10, 3) as amount, '2026-02-28'::date as day,
                '[1, {"b": null}]'::json as j, 3::smallint as small, false as no`,
      );
      expect(rows).toEqual([{ big: '9007199254740993', amount: '12345.670', day: '2026-02-28', j: [1, { b: null }], small: 3, no: false }]);
    });

    it('reads a row of a table with these columns alike', async () => {
      await db.exec(`create table kinds (id integer primary key, hits bigint, amount numeric(12, 2), day date,
                       at timestamptz, done boolean, doc jsonb)`);
      await db.query('insert into kinds values ($1, $2, $3, $4, $5, $6, $7)', [
        1,
        '42',
        '1000.50',
        '2026-12-31',
        new Date('2026-12-31T23:59:59.999Z'),
        true,
        JSON.stringify({ steps: ['a', 'b'] }),
      ]);
      expect((await db.query('select * from kinds')).rows).toEqual([
        { id: 1, hits: '42', amount: '1000.50', day: '2026-12-31', at: new Date('2026-12-31T23:59:59.999Z'), done: true, doc: { steps: ['a', 'b'] } },
      ]);
    });

    it('takes a Date, an object, bytes, a number and null as parameters', async () => {
      const at = new Date('2026-11-28T10:11:12.345Z');
      const { rows } = await db.query('select $1::timestamptz as at, $2::jsonb as j, $3::bytea as b, $4::int + 1 as i, $5::text as z', [
        at,
        { a: 'b' },
        Buffer.from([1, 2, 3]),
        41,
        null,
      ]);
      expect(rows).toEqual([{ at, j: { a: 'b' }, b: Buffer.from([1, 2, 3]), i: 42, z: null }]);
    });

    it('answers a statement without rows with no rows', async () => {
      expect((await db.query('insert into notes (id, body) values ($1, $2)', [1, 'first'])).rows).toEqual([]);
      expect((await db.query('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'first' }]);
    });

    it("fails with PostgreSQL's error code, and the next statement runs", async () => {
      await expect(db.query('insert into notes (id, body) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
      await expect(db.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
      expect((await db.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
    });

    it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
      await db.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [2, 'second']);
        await tx.query('update notes set body = $2 where id = $1', [1, 'first, edited']);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into notes (id, body) values ($1, $2)', [3, 'third']);
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      expect((await db.query('select id, body from notes order by id')).rows).toEqual([
        { id: 1, body: 'first, edited' },
        { id: 2, body: 'second' },
      ]);
    });

    it('does not report a transaction done when a statement in it failed and the work went on', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into notes (id, body) values ($1, $2)', [4, 'fourth']);
          await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'duplicate']).catch(() => undefined);
        }),
      ).rejects.toThrow(/rolled back/);
      expect((await db.query('select id from notes where id = $1', [4])).rows).toEqual([]);
    });
  });
});
