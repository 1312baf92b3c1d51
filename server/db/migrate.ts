import type { Db } from './db';
import { migrations as all, type Migration } from './migrations';

// Any constant will do; it only has to be the same for every process migrating the same database.
const MIGRATION_LOCK = 72_027_001;

/**
 * Applies each pending migration once, in order, each in its own transaction with its record in
 * schema_migrations, so a failed migration leaves nothing half-applied. The advisory lock makes two
 * servers starting at once against the same PostgreSQL take turns instead of racing.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = all): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version    text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (seen.rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * The extended protocol (which both drivers use for parameterised queries) takes one statement per
 * call. Our migrations hold no semicolons inside literals or bodies, so a split on ';' at line end is enough.
 */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
