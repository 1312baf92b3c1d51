import type { Queryable } from '../../../server/db/db';

/**
 * The statements that make, in the schema first on a connection's search path, a copy of `template`
 * (a schema migrate() brought up to date): its tables with their columns, defaults, checks, indexes and
 * identities (LIKE ... INCLUDING ALL), their rows (the migration record), then their foreign keys.
 * Migrating costs nine transactions a suite; this is one batch, read from the catalogue once a worker.
 */
export async function copySchemaSql(db: Queryable, template: string): Promise<string> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [template],
    )
  ).rows.map((r) => r.name);
  const keys = (
    await db.query<{ tbl: string; name: string; def: string }>(
      `select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
         from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and k.connamespace = $1::regnamespace order by c.relname, k.conname`,
      [template],
    )
  ).rows;
  // The template is not on the search path, so the catalogue names it in every reference: the copy's own tables are meant.
  const local = (def: string) => def.split(`${template}.`).join('');
  return [
    ...tables.map((t) => `create table ${t} (like ${template}.${t} including all);`),
    ...tables.map((t) => `insert into ${t} overriding system value select * from ${template}.${t};`),
    ...keys.map((k) => `alter table ${k.tbl} add constraint ${k.name} ${local(k.def)};`),
  ].join('\n');
}
