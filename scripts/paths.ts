/**
 * `npm run paths`: the paths a tester runs, generated from the journey chart. See --help and docs/testers.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chartModel, type ChartModel } from '../src/analysis/chartModel';
import { journeyMachine } from '../machines/journey.machine';
import type { JourneyPath } from '../src/analysis/coverage';
import { generateCoveringPaths } from '../src/analysis/settingsCoverage';
import { screenPaths, undrivableTransitions, type UndrivableTransition } from '../src/analysis/selection';
import { planTour, settingGraphs, type SettingGraph, type TourFigures } from '../src/analysis/tour';
import { mergeJourneyRuns, readJourneyRuns, type JourneyRun } from '../server/areas/sim/coverage';
import { HOW_TO_PRODUCE_RUNS, runKindOf } from '../src/analysis/runKinds';
import {
  UsageError,
  countPaths,
  covered,
  eventFitsProduct,
  fileBase,
  filterPaths,
  inChartOrder,
  jsonEvent,
  parseProduct,
  productNote,
  resolvePlace,
  routesOf,
  shortId,
  summaryLine,
  transitionsOfRoute,
  transitionsOfSection,
  allSpecSections,
  unreachedScreens,
  type Counts,
  type PathFilters,
  type UnreachedScreen,
} from './lib/pathTools';
import { guardOutcomes, pairsOf, possiblePairs, ratio, specCoverage } from './lib/coverageKinds';
import { rankingRows, rankingTable, scriptCsv, scriptGherkin, scriptMarkdown, scriptPlaywright, type ScriptPath } from './lib/testScript';

const HELP = `npm run paths -- [options]

Derives from the journey chart (machines/journey.machine.ts) the smallest set of paths a tester runs to
take every transition (each guarded branch separately): a transition tour, ranked so that the first N
paths take the most. Each step reads as an action and the screen to expect. Writes Markdown and JSON,
and on request CSV, Gherkin and a Playwright skeleton.

Options
  --out-dir <dir>        where to write the files (default coverage/paths/):
                           paths.md, paths.json   the paths (a filtered run: paths--<filter>.md, ...)
                           paths.csv              with --csv: one row per step
                           paths.feature          with --gherkin: a Scenario per path
                           paths.spec.ts          with --playwright: a test per path, steps to fill in
  --csv, --gherkin, --playwright   the exports above (any of them)
  --per-transition       one shortest path per transition instead of the tour (many more steps)
  --product <name>       BTL, PBF or AIP (the status routing's names; Online is BTL, Personalised PBF):
                         a tour whose events name only that product (or none)
  --route <Route>        a tour of the transitions that leave or enter that screen
  --spec <section>       a tour of the transitions of the states standing for a spec section, as
                         meta.spec names it: "2: 2.5" (a section takes its subsections: "2: 2")
  --from <state|route>   keep the paths that pass through a state or a route (screen)
  --to <state|route>     keep the paths whose last step reaches that state or route
                         a state is an id, or its end where no other id ends alike (preview.otp)
  --e2e                  the selection the Playwright suite walks instead: the shortest path through the
                         real UI to each distinct screen, and the screens no such path reaches, with why
  --coverage             coverage from test runs instead (coverage/journey/*.json): states, transitions,
                         guard outcomes, transition pairs and spec sections, model and browser runs apart
  --coverage-dir <dir>   where --coverage reads the runs (default coverage/journey/)
  --json                 print the JSON on stdout instead of writing files
  --summary              print only the counts; the last line is
                         coverage: states S/S, transitions T/T, paths P, steps N
  -h, --help             this text

Exit codes: 0 done; 1 the chart has unreachable states or uncovered transitions (unfiltered runs only),
or an event has no sample in src/analysis/eventSamples.ts; 2 a wrong option.

Examples
  npm run paths
  npm run paths -- --summary
  npm run paths -- --product BTL --csv --gherkin --playwright
  npm run paths -- --route CompanyDetails
  npm run paths -- --spec "2: 2.5"
  npm run paths -- --to InvalidOTP
  npm run paths -- --coverage
`;

interface Options {
  outDir: string;
  filters: PathFilters;
  route?: string;
  spec?: string;
  filterText: string[];
  perTransition: boolean;
  e2e: boolean;
  coverage: boolean;
  coverageDir: string;
  json: boolean;
  summary: boolean;
  csv: boolean;
  gherkin: boolean;
  playwright: boolean;
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
        route: { type: 'string' },
        spec: { type: 'string' },
        'per-transition': { type: 'boolean' },
        e2e: { type: 'boolean' },
        coverage: { type: 'boolean' },
        'coverage-dir': { type: 'string' },
        json: { type: 'boolean' },
        summary: { type: 'boolean' },
        csv: { type: 'boolean' },
        gherkin: { type: 'boolean' },
        playwright: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (values.help) return 'help';
  for (const k of ['out-dir', 'from', 'to', 'product', 'route', 'spec', 'coverage-dir'] as const) {
    if (values[k] !== undefined && values[k].trim() === '') throw new UsageError(`--${k} needs a value.`);
  }
  if (values.json && values.summary) throw new UsageError('--json and --summary exclude each other: pick one.');
  if (values.json && values['out-dir']) throw new UsageError('--json prints to stdout and writes no files: drop --out-dir.');
  if (values.e2e && values['per-transition']) throw new UsageError('--e2e and --per-transition exclude each other: pick one.');
  if (values.coverage) {
    const other = (['from', 'to', 'product', 'route', 'spec', 'e2e', 'per-transition', 'out-dir', 'csv', 'gherkin', 'playwright'] as const).filter(
      (k) => values[k] !== undefined,
    );
    if (other.length) throw new UsageError(`--coverage reads test runs; it takes no ${other.map((k) => `--${k}`).join(', ')}.`);
  } else if (values['coverage-dir'] !== undefined) {
    throw new UsageError('--coverage-dir goes with --coverage.');
  }
  const filters: PathFilters = {};
  const filterText: string[] = [];
  if (values.product !== undefined) {
    filters.product = parseProduct(values.product);
    filterText.push(`--product ${filters.product}`);
  }
  let route: string | undefined;
  if (values.route !== undefined) {
    const place = resolvePlace(model, values.route);
    if (place.kind !== 'route') throw new UsageError(`--route takes a screen (${routesOf(model).slice(0, 5).join(', ')}, ...); '${values.route}' is a state: use --from.`);
    route = place.route;
    filterText.push(`--route ${route}`);
  }
  let spec: string | undefined;
  if (values.spec !== undefined) {
    spec = values.spec.trim();
    const sections = allSpecSections(model);
    if (!sections.some((s) => s === spec || s.startsWith(`${spec}.`)))
      throw new UsageError(`--spec '${spec}' is no section the chart's states name; they name ${sections.slice(0, 8).join(', ')}, ... (document: section).`);
    filterText.push(`--spec ${spec}`);
  }
  if (values.from !== undefined) {
    filters.from = resolvePlace(model, values.from);
    filterText.push(`--from ${values.from}`);
  }
  if (values.to !== undefined) {
    filters.to = resolvePlace(model, values.to);
    filterText.push(`--to ${values.to}`);
  }
  return {
    outDir: values['out-dir'] ?? join('coverage', 'paths'),
    filters,
    route,
    spec,
    filterText,
    perTransition: Boolean(values['per-transition']),
    e2e: Boolean(values.e2e),
    coverage: Boolean(values.coverage),
    coverageDir: values['coverage-dir'] ?? join('coverage', 'journey'),
    json: Boolean(values.json),
    summary: Boolean(values.summary),
    csv: Boolean(values.csv),
    gherkin: Boolean(values.gherkin),
    playwright: Boolean(values.playwright),
  };
}

const pathJson = (p: JourneyPath & { route?: string; adds?: string[] }, i: number) => ({
  n: i + 1,
  ...(p.route ? { route: p.route } : {}),
  ...(p.setting ? { setting: p.setting } : {}),
  covers: p.covers,
  ...(p.adds ? { adds: p.adds } : {}),
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

function listBlock(title: string, items: string[], limit = Infinity): string[] {
  if (!items.length) return [`${title}: none`];
  const shownItems = items.slice(0, limit).map((i) => `  ${i}`);
  return [`${title} (${items.length}):`, ...shownItems, ...(items.length > limit ? [`  … ${items.length - limit} more (--json lists all)`] : [])];
}

/** --coverage: what the test runs exercised, per run, per kind (model, browser) and merged. */
function coverageFromRuns(model: ChartModel, graphs: () => readonly SettingGraph[], opts: Options): { lines: string[]; json: unknown } {
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
  const kindsJson: Record<string, unknown> = {};
  if (runs.length === 0) {
    lines.push(
      `No runs in ${opts.coverageDir}: ${HOW_TO_PRODUCE_RUNS} first.`,
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
    // The model-based run covers the chart by construction; what the browser runs reached is worth its own line.
    if (kinds.length > 1) for (const k of kinds) lines.push(mergedLine(`merged ${k}`, count(mergeJourneyRuns(runs.filter((r) => r.kind === k)))));
    lines.push(mergedLine('merged', mergedCount));

    // Coverage kinds beyond transitions, each kind of run on its own: a model run says nothing of the UI.
    const pairsPossible = possiblePairs(graphs().map((g) => g.graph));
    lines.push('', 'beyond transitions, by kind of run (model: the chart on its own; e2e: the real UI in a browser):');
    for (const k of kinds) {
      const of = runs.filter((r) => r.kind === k);
      const m = mergeJourneyRuns(of);
      const guards = guardOutcomes(model, new Set(m.transitions));
      const withSequences = of.filter((r: JourneyRun) => r.sequences);
      const taken = new Set(withSequences.flatMap((r) => (r.sequences ?? []).flatMap(pairsOf)).filter((p) => pairsPossible.has(p)));
      const spec = specCoverage(model, new Set(m.states));
      lines.push(`  ${k}: ${of.length} run(s)`);
      lines.push(`    guard outcomes: true ${ratio(guards.whenTrue)}, false ${ratio(guards.whenFalse)}`);
      lines.push(
        withSequences.length
          ? `    transition pairs: ${ratio({ covered: taken.size, total: pairsPossible.size })} (from ${withSequences.length} run(s) that record sequences)`
          : `    transition pairs: not recorded (no ${k} run writes \`sequences\`; of ${pairsPossible.size} pairs the chart allows)`,
      );
      lines.push(`    spec sections: ${ratio(spec)}${spec.missing.length ? `; not reached: ${spec.missing.slice(0, 12).join(', ')}${spec.missing.length > 12 ? ', …' : ''}` : ''}`);
      kindsJson[k] = { runs: of.length, ...count(m), guards, pairs: { covered: taken.size, total: pairsPossible.size, recordedBy: withSequences.length }, spec };
    }
    lines.push('');
    lines.push(...listBlock('states no run reached', uncoveredStates));
    lines.push(...listBlock('transitions no run took', uncoveredTransitions));
    // With several kinds the merged gaps hide the UI's own: list what the non-model runs missed too.
    if (kinds.length > 1) {
      for (const k of kinds.filter((x) => runKindOf(x) === 'browser')) {
        const m = mergeJourneyRuns(runs.filter((r) => r.kind === k));
        lines.push(...listBlock(`states no ${k} run reached`, [...states].filter((s) => !m.states.includes(s)), 20));
        lines.push(...listBlock(`transitions no ${k} run took`, [...transitions].filter((t) => !m.transitions.includes(t)), 20));
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
      kinds: kindsJson,
      uncoveredStates,
      uncoveredTransitions,
      notInChart: stale,
      skipped,
    },
  };
}

/** The transitions a --route/--spec run must take (null: all of them). */
function wantedTransitions(model: ChartModel, opts: Options): Set<string> | null {
  const sets = [opts.route ? transitionsOfRoute(model, opts.route) : null, opts.spec ? transitionsOfSection(model, opts.spec) : null].filter(
    (x): x is Set<string> => x !== null,
  );
  if (!sets.length) return null;
  return new Set([...sets[0]].filter((t) => sets.every((s) => s.has(t))));
}

export function main(argv: string[]): number {
  const t0 = performance.now();
  const model = chartModel(journeyMachine);
  const opts = readOptions(argv, model);
  if (opts === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  let graphs: readonly SettingGraph[] | null = null;
  const graphsOnce = () => (graphs ??= settingGraphs(journeyMachine));

  if (opts.coverage) {
    const { lines, json } = coverageFromRuns(model, graphsOnce, opts);
    if (opts.json) console.log(JSON.stringify(json, null, 2));
    else if (opts.summary) console.log(lines[lines.length - 1]);
    else console.log(lines.join('\n'));
    return 0;
  }

  const wanted = wantedTransitions(model, opts);
  const filtered = opts.filterText.length > 0;
  let all: (ScriptPath & { route?: string })[];
  let unreached: UnreachedScreen[] = [];
  let undrivable: UndrivableTransition[] = [];
  let figures: TourFigures | null = null;
  if (opts.e2e) {
    undrivable = undrivableTransitions(journeyMachine);
    all = screenPaths(journeyMachine);
    unreached = unreachedScreens(journeyMachine, model, all as ReturnType<typeof screenPaths>);
  } else if (opts.perTransition) {
    all = inChartOrder(model, generateCoveringPaths(journeyMachine).paths).filter((p) => !wanted || wanted.has(p.covers));
  } else {
    const tour = planTour(journeyMachine, {
      graphs: graphsOnce(),
      allowEvent: opts.filters.product ? eventFitsProduct(opts.filters.product) : undefined,
      wants: wanted ? (t) => wanted.has(t) : undefined,
    });
    all = tour.paths;
    figures = tour.figures;
  }
  const paths = filterPaths(model, all, opts.filters);
  const counts = countPaths(model, paths);
  const notes: string[] = [];
  if (opts.filters.product) {
    const note = productNote(all, opts.filters.product, paths);
    if (note) notes.push(note);
  }
  const { transitions: taken, states: reached } = covered(model, paths);
  const uncovered = model.transitions.map((t) => t.id).filter((t) => !taken.has(t));
  const unreachable = model.states.map((s) => s.id).filter((s) => !reached.has(s));
  const incomplete = !opts.e2e && !filtered && (uncovered.length > 0 || unreachable.length > 0);
  const kind = opts.e2e ? 'e2e' : opts.perTransition ? 'per-transition' : 'tour';
  const what = opts.e2e ? 'e2e selection' : opts.perTransition ? 'per-transition paths' : 'tour';
  const wantedMissed = wanted ? [...wanted].filter((t) => !taken.has(t)) : [];

  const args = [opts.e2e ? '--e2e' : '', opts.perTransition ? '--per-transition' : '', ...opts.filterText].filter(Boolean);
  const command = `npm run paths${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const rows = rankingRows(paths, model.transitions.length);
  const json = {
    generatedBy: command,
    chart: 'machines/journey.machine.ts',
    kind,
    filters: {
      from: opts.filters.from ?? null,
      to: opts.filters.to ?? null,
      product: opts.filters.product ?? null,
      route: opts.route ?? null,
      spec: opts.spec ?? null,
    },
    counts,
    ...(filtered ? { wanted: wanted ? wanted.size : null, wantedMissed } : { unreachableStates: unreachable, uncoveredTransitions: uncovered }),
    ...(opts.e2e ? { unreachedScreens: unreached, undrivableTransitions: undrivable } : {}),
    ranking: rows,
    notes,
    paths: paths.map(pathJson),
  };

  if (opts.json) {
    console.log(JSON.stringify(json, null, 2));
    return incomplete ? 1 : 0;
  }

  const base = fileBase(opts.e2e ? 'e2e-paths' : opts.perTransition ? 'paths-per-transition' : 'paths', opts.filterText);
  const scope = filtered
    ? [
        `This run covers only what its filter kept (${opts.filterText.join(' ')}), not the whole chart: ` +
          (wanted ? `the ${wanted.size} transition(s) the filter names, of which the paths take ${wanted.size - wantedMissed.length}; ` : '') +
          `${paths.length} path(s) that take ${taken.size} of the chart's ${model.transitions.length} transitions.` +
          (opts.filters.product ? ` Its events name product ${opts.filters.product} or none.` : ''),
      ]
    : opts.e2e
      ? ['The selection the Playwright suite walks through the real UI against the sandbox bank: the shortest UI-drivable path to each distinct screen.']
      : opts.perTransition
        ? ['One shortest path per transition (each guarded branch separately): every reachable state and transition, with shared prefixes walked again and again.']
        : [
            'The smallest set this command finds that takes every transition of the chart (each guarded branch separately) and so reaches every state: a transition tour, ranked so that the first N paths take the most transitions.',
          ];
  const intro = [
    `Generated by \`${command}\` from machines/journey.machine.ts; do not edit.`,
    '',
    ...scope,
    '',
    `${paths.length} path(s), ${counts.steps} step(s); ${countsText(counts)}.`,
    '',
    'Each step reads "Do: the action" then "Expect: the screen (its address): what the user sees there", with the chart state for reference. A path with a setting starts the app with that switch or sign-in (src/analysis/settings.ts).',
    ...(unreached.length ? ['', 'Screens no UI-drivable path reaches:', '', ...unreached.map((u) => `- ${u.route}: ${u.reason}`)] : []),
    ...(undrivable.length
      ? ['', `Transitions a run through the real UI cannot take (${undrivable.length}):`, '', ...undrivable.map((u) => `- \`${u.transition}\`: ${u.why}`)]
      : []),
    ...notes.flatMap((n) => ['', `Note: ${n}`]),
    ...(opts.e2e ? [] : ['', '## Ranking', '', 'How far the first N paths go:', '', '```', ...rankingTable(rows, model.transitions.length), '```']),
  ];
  mkdirSync(opts.outDir, { recursive: true });
  const written: string[] = [];
  const write = (ext: string, text: string) => {
    const file = join(opts.outDir, `${base}.${ext}`);
    writeFileSync(file, text);
    written.push(shown(file));
  };
  const title = `Journey paths: ${what}${filtered ? ` (${opts.filterText.join(' ')})` : ''}`;
  write('json', `${JSON.stringify(json, null, 2)}\n`);
  write('md', scriptMarkdown({ title, intro, paths, model }));
  if (opts.csv) write('csv', scriptCsv(model, paths));
  if (opts.gherkin) write('feature', scriptGherkin(model, paths, title));
  if (opts.playwright) write('spec.ts', scriptPlaywright(model, paths, title));

  const lines: string[] = [];
  if (!opts.summary) {
    lines.push(`journey chart: ${model.states.length} states, ${model.transitions.length} transitions`);
    lines.push(`${what}: ${paths.length} path(s), ${counts.steps} step(s)${filtered ? ` (${opts.filterText.join(' ')}: covers only what the filter kept)` : ''}`);
    if (!opts.e2e) lines.push(...rankingTable(rows, model.transitions.length, 10));
  }
  // What is missing is printed even in --summary: it is the point of the command.
  if (!opts.e2e && !filtered && (!opts.summary || incomplete)) {
    lines.push(...listBlock('unreachable states', unreachable.map(shortId)));
    lines.push(...listBlock('uncovered transitions', uncovered));
  }
  if (wanted && wantedMissed.length) lines.push(...listBlock('transitions the filter names that no kept path takes', wantedMissed, 20));
  if (opts.e2e && !opts.summary) {
    lines.push(...listBlock('screens no drivable path reaches', unreached.map((u) => `${u.route}: ${u.reason}`)));
    // Grouped by reason: the full list is in the written files.
    const byWhy = new Map<string, number>();
    for (const u of undrivable) byWhy.set(u.why, (byWhy.get(u.why) ?? 0) + 1);
    lines.push(`transitions the UI cannot take: ${undrivable.length}, each listed with its reason in the .md; by reason:`);
    lines.push(...[...byWhy].sort((a, b) => b[1] - a[1]).map(([why, n]) => `  ${String(n).padStart(3)}  ${why}`));
  }
  lines.push(...notes.map((n) => `note: ${n}`));
  if (figures) lines.push(`tour: ${figures.steps} steps for ${figures.transitions} transitions (${(figures.steps / Math.max(1, figures.transitions)).toFixed(2)} per transition)`);
  if (!opts.summary) lines.push(`wrote ${written.join(', ')} in ${Math.round(performance.now() - t0)} ms`);
  lines.push(summaryLine(counts));
  console.log(lines.join('\n'));
  return incomplete ? 1 : 0;
}

// Run as a command, not when a test imports main.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // `npm run paths -- --json | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });

  const argv = process.argv.slice(2);
  Promise.resolve().then(() => main(argv)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
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
    },
  );
}
