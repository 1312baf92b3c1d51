import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { BACKENDS } from './helpers/backends';

/** A schema as the catalogue tells it, with the names PostgreSQL picks for indexes and the schema's own name left out. */
async function shapeOf(db: Db) {
  const schema = (await db.query<{ s: string }>('select current_schema() as s')).rows[0].s;
  const own = (text: string) => text.split(`${schema}.`).join('');
  const columns = await db.query(
    `select table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation
       from information_schema.columns where table_schema = $1 order by table_name, ordinal_position`,
    [schema],
  );
  const constraints = await db.query<{ tbl: string; type: string; def: string }>(
    `select c.relname as tbl, k.contype as type, pg_get_constraintdef(k.oid) as def
       from pg_constraint k join pg_class c on c.oid = k.conrelid where k.connamespace = $1::regnamespace`,
    [schema],
  );
  const indexes = await db.query<{ def: string }>('select indexdef as def from pg_indexes where schemaname = $1', [schema]);
  const applied = await db.query<{ version: string }>('select version from schema_migrations order by version');
  return {
    columns: columns.rows,
    constraints: constraints.rows.map((k) => `${k.tbl} ${k.type} ${own(k.def)}`).sort(),
    indexes: indexes.rows.map((i) => own(i.def).replace(/INDEX \S+ ON /, 'INDEX ON ')).sort(),
    applied: applied.rows.map((r) => r.version),
  };
}

describe.each(BACKENDS)('a suite database copied from the migrated template [$name]', (backend) => {
  it.skipIf(!backend.available)('has the tables, columns, keys, checks, indexes and migration record migrate() makes', async () => {
    const migrated = await backend.open();
    const copied = await backend.openMigrated();
    try {
      await migrate(migrated);
      const expected = await shapeOf(migrated);
      expect(expected.applied).toEqual(migrations.map((m) => m.version));
      expect(expected.constraints.some((k) => k.includes('ON DELETE CASCADE'))).toBe(true);
      expect(await shapeOf(copied)).toEqual(expected);
    } finally {
      await copied.close();
      await migrated.close();
    }
  });
});
