/**
 * `npm run paths`: path coverage generated from the journey chart, for testers. See --help and docs/testers.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chartModel, type ChartModel } from '../machines/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import type { JourneyPath } from '../machines/analysis/coverage';
import { generateCoveringPaths } from '../machines/analysis/settingsCoverage';
import { screenPaths } from '../machines/analysis/selection';
import { mergeJourneyRuns, readJourneyRuns } from '../server/areas/sim/coverage';
import {
  UsageError,
  countPaths,
  filterPaths,
  inChartOrder,
  jsonEvent,
  parseProduct,
  pathsMarkdown,
  productNote,
  resolvePlace,
  shortId,
  summaryLine,
  unreachedScreens,
  type Counts,
  type PathFilters,
  type UnreachedScreen,
} from './lib/pathTools';

const HELP = `npm run paths -- [options]

Derives from the journey chart (machines/journey.machine.ts) a set of paths that covers every reachable
state and every transition (each guarded branch counted separately), prints the counts and writes the
paths as JSON and Markdown.

Options
  --out-dir <dir>        where to write the files (default coverage/paths/):
                           paths.json, paths.md        the generated paths
                           e2e-paths.json, e2e-paths.md with --e2e
  --from <state|route>   keep the paths that pass through a state or a route (screen)
  --to <state|route>     keep the paths whose last step reaches that state or route
                         a state is an id, with or without 'journey.' (preview.otp, journey.preview.otp);
                         a route is a screen name (Preview, CompanyDetails, ...)
  --product <name>       Online, Personalised or AIP: keep the paths whose financing submissions name
                         that product, or that never submit the financing form
  --e2e                  the selection the Playwright suite walks instead: the shortest path through the
                         real UI to each distinct screen, and the screens no such path reaches, with why
  --coverage             coverage from test runs instead: read every coverage/journey/*.json (written by
                         the model-based test and the e2e runs), print covered/total states and
                         transitions per run and merged, and what no run covered
  --coverage-dir <dir>   where --coverage reads the runs (default coverage/journey/)
  --json                 print the JSON on stdout instead of writing files
  --summary              print only the counts; the last line is
                         coverage: states S/S, transitions T/T, paths P, steps N
  -h, --help             this text

Exit codes: 0 done; 1 the chart has unreachable states or uncovered transitions (unfiltered paths only),
or an event has no sample in machines/analysis/eventSamples.ts; 2 a wrong option.

Examples
  npm run paths
  npm run paths -- --summary
  npm run paths -- --to InvalidOTP
  npm run paths -- --from preview.otp --product Online
  npm run paths -- --e2e
  npm run paths -- --coverage
`;

interface Options {
  outDir: string;
  filters: PathFilters;
  filterText: string[];
  e2e: boolean;
  coverage: boolean;
  coverageDir: string;
  json: boolean;
  summary: boolean;
}

function readOptions(argv: string[], model: ChartModel): Options | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'out-dir': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        product: { type: 'string' },
        e2e: { type: 'boolean' },
        coverage: { type: 'boolean' },
        'coverage-dir': { type: 'string' },
        json: { type: 'boolean' },
        summary: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (values.help) return 'help';
  for (const k of ['out-dir', 'from', 'to', 'product', 'coverage-dir'] as const) {
    if (values[k] !== undefined && values[k].trim() === '') throw new UsageError(`--${k} needs a value.`);
  }
  if (values.json && values.summary) throw new UsageError('--json and --summary exclude each other: pick one.');
  if (values.json && values['out-dir']) throw new UsageError('--json prints to stdout and writes no files: drop --out-dir.');
  if (values.coverage) {
    const other = (['from', 'to', 'product', 'e2e', 'out-dir'] as const).filter((k) => values[k] !== undefined);
    if (other.length) throw new UsageError(`--coverage reads test runs; it takes no ${other.map((k) => `--${k}`).join(', ')}.`);
  } else if (values['coverage-dir'] !== undefined) {
    throw new UsageError('--coverage-dir goes with --coverage.');
  }
  const filters: PathFilters = {};
  const filterText: string[] = [];
  if (values.from !== undefined) {
    filters.from = resolvePlace(model, values.from);
    filterText.push(`--from ${values.from}`);
  }
  if (values.to !== undefined) {
    filters.to = resolvePlace(model, values.to);
    filterText.push(`--to ${values.to}`);
  }
  if (values.product !== undefined) {
    filters.product = parseProduct(values.product);
    filterText.push(`--product ${values.product}`);
  }
  return {
    outDir: values['out-dir'] ?? join('coverage', 'paths'),
    filters,
    filterText,
    e2e: Boolean(values.e2e),
    coverage: Boolean(values.coverage),
    coverageDir: values['coverage-dir'] ?? join('coverage', 'journey'),
    json: Boolean(values.json),
    summary: Boolean(values.summary),
  };
}

const pathJson = (p: JourneyPath & { route?: string }, i: number) => ({
  n: i + 1,
  ...(p.route ? { route: p.route } : {}),
  covers: p.covers,
  start: p.start,
  steps: p.steps.map((s) => ({ event: jsonEvent(s.event), to: s.to, transitions: s.transitions })),
});

/** A file as the tester would type it: relative to here when it is under here. */
const shown = (file: string) => {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : resolve(file);
};

function countsText(c: Counts): string {
  return `states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}`;
}

function listBlock(title: string, items: string[]): string[] {
  return items.length ? [`${title} (${items.length}):`, ...items.map((i) => `  ${i}`)] : [`${title}: none`];
}

/** --coverage: what the test runs exercised, per run and merged. */
function coverageFromRuns(model: ChartModel, opts: Options): { lines: string[]; json: unknown } {
  const { runs, skipped } = readJourneyRuns(opts.coverageDir);
  const states = new Set(model.states.map((s) => s.id));
  const transitions = new Set(model.transitions.map((t) => t.id));
  const count = (r: { states: string[]; transitions: string[] }) => ({
    states: { covered: r.states.filter((s) => states.has(s)).length, total: states.size },
    transitions: { covered: r.transitions.filter((t) => transitions.has(t)).length, total: transitions.size },
  });
  const merged = mergeJourneyRuns(runs);
  const mergedCount = count(merged);
  const uncoveredStates = [...states].filter((s) => !merged.states.includes(s));
  const uncoveredTransitions = [...transitions].filter((t) => !merged.transitions.includes(t));
  const stale = [...merged.states.filter((s) => !states.has(s)), ...merged.transitions.filter((t) => !transitions.has(t))];
  const lines: string[] = [];
  if (runs.length === 0) {
    lines.push(
      `No runs in ${opts.coverageDir}: run the model-based test (npx vitest run tests/machines) or the e2e suite (npm run test:e2e) first.`,
    );
  } else {
    lines.push(`coverage from ${runs.length} run(s) in ${opts.coverageDir}:`);
    const w = Math.max(...runs.map((r) => r.run.length), ...runs.map((r) => `merged ${r.kind}`.length));
    for (const r of runs) {
      const c = count(r);
      lines.push(`  ${r.run.padEnd(w)}  ${r.kind.padEnd(5)}  ${r.at}  states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}`);
    }
    const kinds = [...new Set(runs.map((r) => r.kind))].sort();
    const mergedLine = (label: string, c: ReturnType<typeof count>) =>
      `  ${label.padEnd(w)}  ${''.padEnd(5)}  ${''.padEnd(24)}  states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}`;
    // The model-based run covers the chart by construction; what the UI runs reached is worth its own line.
    if (kinds.length > 1) for (const k of kinds) lines.push(mergedLine(`merged ${k}`, count(mergeJourneyRuns(runs.filter((r) => r.kind === k)))));
    lines.push(mergedLine('merged', mergedCount));
    lines.push(...listBlock('states no run reached', uncoveredStates));
    lines.push(...listBlock('transitions no run took', uncoveredTransitions));
    // With several kinds the merged gaps hide the UI's own: list what the non-model runs missed too.
    if (kinds.length > 1) {
      for (const k of kinds.filter((x) => x !== 'model')) {
        const m = mergeJourneyRuns(runs.filter((r) => r.kind === k));
        lines.push(...listBlock(`states no ${k} run reached`, [...states].filter((s) => !m.states.includes(s))));
        lines.push(...listBlock(`transitions no ${k} run took`, [...transitions].filter((t) => !m.transitions.includes(t))));
      }
    }
    if (stale.length) lines.push(...listBlock('named by a run but not in the chart (a run older than the chart?)', stale));
  }
  for (const s of skipped) lines.push(`skipped ${s.file}: ${s.reason}`);
  lines.push(
    `coverage from runs: states ${mergedCount.states.covered}/${mergedCount.states.total}, transitions ${mergedCount.transitions.covered}/${mergedCount.transitions.total}`,
  );
  return {
    lines,
    json: {
      dir: opts.coverageDir,
      runs: runs.map((r) => ({ run: r.run, kind: r.kind, at: r.at, file: r.file, ...count(r) })),
      merged: mergedCount,
      uncoveredStates,
      uncoveredTransitions,
      notInChart: stale,
      skipped,
    },
  };
}

function main(argv: string[]): number {
  const t0 = performance.now();
  const model = chartModel(journeyMachine);
  const opts = readOptions(argv, model);
  if (opts === 'help') {
    process.stdout.write(HELP);
    return 0;
  }

  if (opts.coverage) {
    const { lines, json } = coverageFromRuns(model, opts);
    if (opts.json) console.log(JSON.stringify(json, null, 2));
    else if (opts.summary) console.log(lines[lines.length - 1]);
    else console.log(lines.join('\n'));
    return 0;
  }

  const report = generateCoveringPaths(journeyMachine);
  let all: (JourneyPath & { route?: string })[] = inChartOrder(model, report.paths);
  let unreached: UnreachedScreen[] = [];
  if (opts.e2e) {
    all = screenPaths(journeyMachine);
    unreached = unreachedScreens(journeyMachine, model, all as ReturnType<typeof screenPaths>);
  }
  const paths = filterPaths(model, all, opts.filters);
  const counts = countPaths(model, paths);
  const notes: string[] = [];
  if (opts.filters.product) {
    const note = productNote(all, opts.filters.product, paths);
    if (note) notes.push(note);
  }
  const incomplete = !opts.e2e && (report.unreachableStates.length > 0 || report.uncoveredTransitions.length > 0);
  const what = opts.e2e ? 'e2e selection' : 'paths';
  const filtered = opts.filterText.length ? ` (${opts.filterText.join(' ')}: ${paths.length} of ${all.length})` : '';

  const args = [opts.e2e ? '--e2e' : '', ...opts.filterText].filter(Boolean);
  const command = `npm run paths${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const json = {
    generatedBy: command,
    chart: 'machines/journey.machine.ts',
    kind: opts.e2e ? 'e2e' : 'coverage',
    filters: { from: opts.filters.from ?? null, to: opts.filters.to ?? null, product: opts.filters.product ?? null },
    counts,
    unreachableStates: report.unreachableStates,
    uncoveredTransitions: report.uncoveredTransitions,
    ...(opts.e2e ? { unreachedScreens: unreached } : {}),
    notes,
    paths: paths.map(pathJson),
  };

  if (opts.json) {
    console.log(JSON.stringify(json, null, 2));
    return incomplete ? 1 : 0;
  }

  const base = opts.e2e ? 'e2e-paths' : 'paths';
  const intro = [
    `Generated by \`${command}\` from machines/journey.machine.ts; do not edit.`,
    '',
    opts.e2e
      ? 'The selection the Playwright suite walks through the real UI against the sandbox bank: the shortest UI-drivable path to each distinct screen.'
      : 'Together the paths cover every reachable state and every transition of the chart (each guarded branch separately); each path is the shortest one that takes its transition.',
    '',
    `${paths.length} path(s), ${counts.steps} step(s); ${countsText(counts)}.`,
    ...(opts.filterText.length ? ['', `Kept by ${opts.filterText.join(' ')}: ${paths.length} of ${all.length} paths.`] : []),
    '',
    'Each step reads `event (sample data) -> active leaf states (route)`; state ids are shown without the `journey.` prefix.',
    ...(unreached.length ? ['', 'Screens no UI-drivable path reaches:', '', ...unreached.map((u) => `- ${u.route}: ${u.reason}`)] : []),
    ...notes.flatMap((n) => ['', `Note: ${n}`]),
  ];
  mkdirSync(opts.outDir, { recursive: true });
  const jsonFile = join(opts.outDir, `${base}.json`);
  const mdFile = join(opts.outDir, `${base}.md`);
  writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(mdFile, pathsMarkdown({ title: opts.e2e ? 'Journey paths: e2e selection' : 'Journey paths', intro, paths, model }));

  const lines: string[] = [];
  if (!opts.summary) {
    lines.push(`journey chart: ${model.states.length} states, ${model.transitions.length} transitions`);
    lines.push(`${what}: ${paths.length} path(s), ${counts.steps} step(s)${filtered}`);
  }
  // What is missing is printed even in --summary: it is the point of the command.
  if (!opts.e2e && (!opts.summary || incomplete)) {
    lines.push(...listBlock('unreachable states', report.unreachableStates.map(shortId)));
    lines.push(...listBlock('uncovered transitions', report.uncoveredTransitions));
  }
  if (opts.e2e && !opts.summary) lines.push(...listBlock('screens no drivable path reaches', unreached.map((u) => `${u.route}: ${u.reason}`)));
  lines.push(...notes.map((n) => `note: ${n}`));
  if (!opts.summary) lines.push(`wrote ${shown(jsonFile)} and ${shown(mdFile)} in ${Math.round(performance.now() - t0)} ms`);
  lines.push(summaryLine(counts));
  console.log(lines.join('\n'));
  return incomplete ? 1 : 0;
}

// `npm run paths -- --json | head` closes the pipe early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    console.error(`paths: ${e.message}\nRun npm run paths -- --help for the options.`);
    process.exitCode = 2;
  } else if (e instanceof Error && e.message.startsWith('No sample for event')) {
    // The chart grew an event the samples do not know: say so in one line, not with a stack trace.
    console.error(`paths: ${e.message}`);
    process.exitCode = 1;
  } else {
    throw e;
  }
}
