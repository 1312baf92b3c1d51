/**
 * `npm run mutation`: Stryker over machines/ and domain/ (stryker.config.mjs), then the mutation score per folder.
 * `npm run mutation -- --report` prints the figures of the last run without running; `--full` also tests the static
 * mutants (the chart's definition, hours here); `--chart` runs the chart mutants against the model-based walk instead
 * (scripts/chartMutants.ts); any other argument goes to Stryker (`-- --mutate machines/setup.ts`).
 * See docs/decisions/0011-mutation-testing.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { chartMutantsCommand } from './chartMutants';

const REPORT = 'reports/mutation/mutation.json';

const reportSchema = z.object({
  files: z.record(z.string(), z.object({ mutants: z.array(z.object({ status: z.string() })) })),
});

/** Stryker's own definition: detected (killed or timed out) over valid mutants (detected, survived, not covered). */
type Tally = { mutants: number; killed: number; timeout: number; survived: number; noCoverage: number; ignored: number; other: number };

const empty = (): Tally => ({ mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, other: 0 });

function add(t: Tally, status: string) {
  t.mutants += 1;
  if (status === 'Killed') t.killed += 1;
  else if (status === 'Timeout') t.timeout += 1;
  else if (status === 'Survived') t.survived += 1;
  else if (status === 'NoCoverage') t.noCoverage += 1;
  else if (status === 'Ignored') t.ignored += 1;
  else t.other += 1;
}

function score(t: Tally) {
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  return valid === 0 ? 'n/a' : `${((100 * (t.killed + t.timeout)) / valid).toFixed(2)}%`;
}

const FOLDERS = [
  { name: 'machines/ (all)', holds: (f: string) => f.startsWith('machines/') },
  { name: 'machines/ (top level)', holds: (f: string) => /^machines\/[^/]+$/.test(f) },
  { name: 'machines/regions/', holds: (f: string) => f.startsWith('machines/regions/') },
  { name: 'src/domain/', holds: (f: string) => f.startsWith('src/domain/') },
  { name: 'overall', holds: () => true },
];

function printReport() {
  if (!existsSync(REPORT)) {
    console.error(`no report at ${REPORT}: run npm run mutation first`);
    process.exit(1);
  }
  const report = reportSchema.parse(JSON.parse(readFileSync(REPORT, 'utf8')));
  const files = Object.entries(report.files).map(([name, f]) => [name.replace(/\\/g, '/'), f] as const);
  const rows = FOLDERS.map(({ name, holds }) => {
    const t = empty();
    for (const [file, { mutants }] of files) if (holds(file)) mutants.forEach((m) => add(t, m.status));
    return { name, t };
  }).filter(({ t }) => t.mutants > 0);
  console.log('folder                 mutants  killed timeout survive  no-cov ignored   other  score');
  for (const { name, t } of rows) {
    const cells = [t.mutants, t.killed, t.timeout, t.survived, t.noCoverage, t.ignored, t.other].map((n) => String(n).padStart(7));
    console.log(`${name.padEnd(22)} ${cells.join(' ')}  ${score(t)}`);
  }
}

const args = process.argv.slice(2);
if (args.includes('--chart')) {
  await chartMutantsCommand(args);
  process.exit(0);
}
if (!args.includes('--report')) {
  const started = performance.now();
  const full = args.includes('--full');
  const env = { ...process.env, STRYKER_FULL: full ? '1' : '0' };
  const run = spawnSync('npx', ['stryker', 'run', ...args.filter((a) => a !== '--full')], { stdio: 'inherit', env });
  console.log(`stryker ran for ${((performance.now() - started) / 60000).toFixed(1)} min`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
printReport();
