import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { BACKENDS } from './helpers/backends';

describe.each(BACKENDS)('migrations [$name]', (backend) => {
  describe.skipIf(!backend.available)(backend.available ? 'on this backend' : 'needs TEST_DATABASE_URL', () => {
    let db: Db;
    beforeAll(async () => {
      db = await backend.open();
    });
    afterAll(async () => db?.close());

    it('applies every migration once, records it, and applies nothing the second time', async () => {
      expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['applications', 'otp_codes', 'otp_outbox', 'schema_migrations', 'states', 'tokens']),
      );
    });

    it('applies a later migration on top, once', async () => {
      const extra = [...migrations, { version: '999_test_extra', sql: 'create table test_extra (id integer);\ncreate index test_extra_id on test_extra (id);' }];
      expect(await migrate(db, extra)).toEqual(['999_test_extra']);
      expect(await migrate(db, extra)).toEqual([]);
      await db.exec('drop table test_extra');
    });

    it('leaves nothing behind when a migration fails', async () => {
      const broken = [...migrations, { version: '998_broken', sql: 'create table half_done (id integer);\nselect * from no_such_table;' }];
      await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/);
      const left = await db.query(`select 1 from information_schema.tables where table_name = 'half_done' and table_schema = current_schema()`);
      expect(left.rows).toHaveLength(0);
      const recorded = await db.query(`select 1 from schema_migrations where version = '998_broken'`);
      expect(recorded.rows).toHaveLength(0);
    });
  });
});
