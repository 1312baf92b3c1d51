/**
 * `npm run mutation -- --chart [--sample N|all] [--seed S] [--survivors] [--report]`: single changes of the chart's definition
 * (tests/machines/mutants/chartMutants.ts) against the model-based walk, one Vitest a core, then what was caught,
 * by kind of change and by the check that caught it, and every survivor in words. `--survivors` walks again only
 * the last run's survivors (after a test was added for them).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { chartMutantsShardFile, type ChartMutantsReport } from '../tests/machines/mutants/chartMutants';

const SHARDS = Math.max(1, Math.min(2, cpus().length));

function runShard(shard: number, sample: string, seed: string, ids: readonly string[] | null): Promise<number> {
  return new Promise((done) => {
    const env = { ...process.env, CHART_MUTANTS: sample, CHART_MUTANTS_SEED: seed, CHART_MUTANTS_SHARD: `${shard}/${SHARDS}`, ...(ids ? { CHART_MUTANTS_IDS: ids.join(',') } : {}) };
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.mutants.config.ts', '--reporter', 'dot'], { stdio: 'inherit', env });
    child.on('exit', (code) => done(code ?? 1));
  });
}

const pct = (n: number, of: number) => (of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)}%`);

function readReports(): ChartMutantsReport[] {
  const reports: ChartMutantsReport[] = [];
  for (let shard = 0; existsSync(chartMutantsShardFile(shard)); shard++) reports.push(JSON.parse(readFileSync(chartMutantsShardFile(shard), 'utf8')));
  return reports;
}

function printReport() {
  const reports = readReports();
  if (reports.length === 0) {
    console.error('no chart mutants report: run npm run mutation -- --chart first');
    process.exit(1);
  }
  const outcomes = reports.flatMap((r) => r.outcomes);
  const caught = outcomes.filter((o) => o.caught !== null);
  const tally = (key: (o: (typeof outcomes)[number]) => string) => {
    const rows = new Map<string, { all: number; caught: number }>();
    for (const o of outcomes) {
      const row = rows.get(key(o)) ?? { all: 0, caught: 0 };
      row.all += 1;
      if (o.caught) row.caught += 1;
      rows.set(key(o), row);
    }
    return [...rows].sort(([a], [b]) => a.localeCompare(b));
  };
  console.log(`chart mutants: ${outcomes.length} of the chart's ${reports[0].of} (seed ${reports[0].seed}), walked in ${Math.max(...reports.map((r) => r.seconds))} s on ${reports.length} core(s)`);
  console.log('kind            mutants  caught  score');
  for (const [kind, { all, caught: c }] of tally((o) => o.kind)) console.log(`${kind.padEnd(15)} ${String(all).padStart(7)} ${String(c).padStart(7)}  ${pct(c, all)}`);
  console.log('caught by');
  for (const [by, { all }] of tally((o) => o.caught ?? 'survived')) console.log(`  ${by.padEnd(13)} ${String(all).padStart(5)}  ${pct(all, outcomes.length)}`);
  const survivors = outcomes.filter((o) => o.caught === null);
  if (survivors.length > 0) {
    console.log('survived (read each: a change a user would notice wants a test; one they would not is equivalent):');
    for (const s of survivors) console.log(`  ${s.description}`);
  }
  const independent = caught.filter((o) => o.caught === 'oracle' || o.caught === 'spec moves').length;
  console.log(`chart mutants: caught ${caught.length}/${outcomes.length} (${pct(caught.length, outcomes.length)}); by the spec's expectations alone ${independent} (${pct(independent, outcomes.length)})`);
}

export async function chartMutantsCommand(args: readonly string[]) {
  if (!args.includes('--report')) {
    const value = (flag: string, fallback: string) => {
      const i = args.indexOf(flag);
      return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
    };
    const ids = args.includes('--survivors') ? readReports().flatMap((r) => r.outcomes.filter((o) => o.caught === null).map((o) => o.id)) : null;
    if (ids?.length === 0) {
      console.log('chart mutants: the last run left no survivors');
      return;
    }
    const started = performance.now();
    rmSync('reports/chart-mutants', { recursive: true, force: true });
    const codes = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => runShard(shard, value('--sample', '120'), value('--seed', '1'), ids)));
    console.log(`chart mutants ran for ${((performance.now() - started) / 60000).toFixed(1)} min`);
    if (codes.some((c) => c !== 0)) process.exit(1);
  }
  printReport();
}
