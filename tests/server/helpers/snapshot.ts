import type { Db } from '../../../server/db/db';

/** Kept across tests by useBank too: the migration record and the bank's own secrets. */
const KEPT = new Set(['schema_migrations', 'bank_secrets']);
const COPY = 'snapshot_of_';

/**
 * The rows of every table a test may change, copied aside in the suite's own schema, so that a state
 * built once over HTTP (a whole draft) can be put back before each test instead of built again.
 */
export interface RowSnapshot {
  restore(): Promise<void>;
}

export async function snapshotRows(db: Db): Promise<RowSnapshot> {
  const tables = await tablesParentsFirst(db);
  for (const t of tables) await db.exec(`drop table if exists ${COPY}${t}; create table ${COPY}${t} as table ${t};`);
  // One batch of statements, run as one transaction; identity columns keep the seeded ids the tests hold.
  const sql = [
    ...[...tables].reverse().map((t) => `delete from ${t};`),
    ...tables.map((t) => `insert into ${t} overriding system value select * from ${COPY}${t};`),
  ].join('\n');
  return { restore: () => db.exec(sql) };
}

/** The schema's tables, each after every table its foreign keys point at. */
async function tablesParentsFirst(db: Db): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '${COPY}%'`,
    )
  ).rows
    .map((r) => r.name)
    .filter((t) => !KEPT.has(t))
    .sort();
  const edges = (
    await db.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
    )
  ).rows;
  const ordered: string[] = [];
  const visit = (t: string, path: string[]) => {
    if (ordered.includes(t)) return;
    if (path.includes(t)) throw new Error(`foreign keys in a cycle: ${[...path, t].join(' -> ')}`);
    for (const e of edges) if (e.child === t && e.parent !== t && tables.includes(e.parent)) visit(e.parent, [...path, t]);
    ordered.push(t);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}
