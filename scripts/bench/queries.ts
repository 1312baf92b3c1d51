import { PGlite } from '@electric-sql/pglite';
import { performance } from 'node:perf_hooks';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

/** Statements the bank makes on every request: its rate-limit window, and a read of a row by its key. */
const STATEMENTS: { name: string; sql: string; params: () => unknown[] }[] = [
  { name: 'select $1', sql: 'select $1::int as n', params: () => [1] },
  {
    name: 'rate-limit upsert',
    sql: `insert into rate_limit_windows as w (limit_name, client, window_start, hits) values ($1, $2, $3, 1)
          on conflict (limit_name, client) do update set hits = w.hits + 1 returning window_start, hits`,
    params: () => ['requests', '127.0.0.1', new Date().toISOString()],
  },
  { name: 'token by key', sql: 'select * from tokens where token = $1', params: () => ['no-such-token'] },
];

/** Wall and CPU milliseconds per statement over n runs, after 200 to warm up. */
async function perStatement(n: number, run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < 200; i++) await run();
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < n; i++) await run();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - t) / n, cpu: (used.user + used.system) / 1000 / n };
}

/**
 * A statement through PGlite's own `query` against the same statement through the bank's database handle
 * (server/db/pglite.ts, PGlite's `query` with the bank's column rules), each on the same migrated in-memory
 * cluster (a copy of it): what a statement costs the bank, and what its handle adds (decision 0019).
 */
export async function queriesBench(n = 3000): Promise<void> {
  const bank = await openPglite({ dataDir: 'memory://' });
  await migrate(bank);
  const own = new PGlite({ dataDir: 'memory://', loadDataDir: await bank.dump() });
  await own.waitReady;
  try {
    for (const s of STATEMENTS) {
      const a = await perStatement(n, () => own.query(s.sql, s.params()));
      const b = await perStatement(n, () => bank.query(s.sql, s.params()));
      console.log(
        `query ${s.name}: PGlite's query ${a.wall.toFixed(3)} ms (${a.cpu.toFixed(3)} ms CPU), the bank's ${b.wall.toFixed(3)} ms (${b.cpu.toFixed(3)} ms CPU), ${n} runs`,
      );
    }
  } finally {
    await own.close();
    await bank.close();
  }
}
