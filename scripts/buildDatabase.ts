/**
 * Part of `npm run build`: writes the migrated embedded database the bank starts a new data folder
 * from (server/db/seed.ts), so `npm start` answers in well under 3 s on a fresh clone.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { DEFAULT_SEED } from '../server/db/seed';

const t = performance.now();
const db = await openPglite({ dataDir: 'memory://' });
try {
  await migrate(db);
  const dump = await db.dump();
  mkdirSync(path.dirname(DEFAULT_SEED), { recursive: true });
  // Written aside and renamed: a bank starting meanwhile never reads half a seed.
  writeFileSync(`${DEFAULT_SEED}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${DEFAULT_SEED}.partial`, DEFAULT_SEED);
} finally {
  await db.close();
}
console.log(`database seed: ${DEFAULT_SEED} (migrated) in ${(performance.now() - t).toFixed(0)} ms`);
