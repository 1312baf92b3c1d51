import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { BUILT } from './built';

/*
 * `npm start` on a fresh clone: the build leaves a migrated database (scripts/buildDatabase.ts), and
 * a new data folder starts from it instead of running initdb and every migration.
 */
describe('a new data folder starts from the build\'s migrated seed', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sme-seed-'));
  const seedFile = BUILT.seed;

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has every migration applied before migrate runs, and keeps what is written across restarts', async () => {
    const dataDir = path.join(dir, 'data');
    const db = await openDb({ dataDir, seedFile });
    expect(await migrate(db)).toEqual([]);
    await db.exec("CREATE TABLE seed_probe (x int); INSERT INTO seed_probe VALUES (7)");
    await db.close();
    // Opened again, the folder is no longer new: it is kept, not replaced by the seed.
    const again = await openDb({ dataDir, seedFile });
    expect((await again.query<{ x: number }>('SELECT x FROM seed_probe')).rows).toEqual([{ x: 7 }]);
    await again.close();
  }, 120_000);

  it('without a seed file a new folder still opens, and migrate brings it up to date', async () => {
    const db = await openDb({ dataDir: path.join(dir, 'bare'), seedFile: path.join(dir, 'missing.tar') });
    expect((await migrate(db)).length).toBeGreaterThan(0);
    await db.close();
  }, 120_000);
});
