import type { ChartModel, StateInfo, TransitionInfo } from '../analysis/chartModel';
import { regionOf as regionInChart } from '../analysis/mermaid';
import { RUN_KINDS, runKindOf, type RunKind } from '../analysis/runKinds';

/**
 * Coverage files as the runs write them (coverage/journey/<run>.json; src/app/coverageTrace.ts and
 * e2e/support/coverage.ts), or the sandbox bank's merge of them (/api/sim/journey-coverage), kept per
 * kind of run: a state the model-based test walked is not one a browser reached.
 */
export interface CoveragePart {
  kind: RunKind;
  states: string[];
  transitions: string[];
}

export interface CoverageFile {
  /** The runs the file stands for: one for a run's own file, several for the bank's merge. */
  runs: { run: string; kind: RunKind }[];
  parts: CoveragePart[];
}

export interface CoverageSets {
  runs: string[];
  states: Set<string>;
  transitions: Set<string>;
}

export interface Coverage {
  runs: string[];
  byKind: Record<RunKind, CoverageSets>;
}

/** Which runs the overlay shows: one kind, or both together. */
export type CoverageView = RunKind | 'both';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function runOf(r: unknown): { run: string; kind?: string } {
  if (typeof r === 'string') return { run: r };
  if (!isRecord(r)) return { run: 'run' };
  return { run: typeof r.run === 'string' ? r.run : 'run', kind: typeof r.kind === 'string' ? r.kind : undefined };
}

/**
 * Without a per-kind breakdown, runs of mixed kinds cannot be told apart: their union counts as the
 * model's, the weaker claim, rather than as something a browser did.
 */
function kindOfUnsplit(kinds: (string | undefined)[]): RunKind {
  const seen = new Set(kinds.map(runKindOf));
  return seen.size === 1 ? [...seen][0] : 'model';
}

/** Reads one coverage file or the bank's answer; throws with a readable message when the JSON is not one. */
export function parseCoverage(text: string, name = 'coverage file'): CoverageFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${name} is not JSON`);
  }
  if (!isRecord(data) || !isStringArray(data.states) || !isStringArray(data.transitions)) {
    throw new Error(`${name} is not a coverage file: it needs "states" and "transitions" lists`);
  }
  const listed = Array.isArray(data.runs) ? data.runs.map(runOf) : null;
  const ownKind = typeof data.kind === 'string' ? data.kind : undefined;
  const runs = listed ?? [{ run: typeof data.run === 'string' ? data.run : name, kind: ownKind }];
  const byKind = isRecord(data.byKind) ? data.byKind : null;
  const parts: CoveragePart[] = byKind
    ? Object.entries(byKind).flatMap(([kind, v]) =>
        isRecord(v) && isStringArray(v.states) && isStringArray(v.transitions) ? [{ kind: runKindOf(kind), states: v.states, transitions: v.transitions }] : [],
      )
    : [{ kind: kindOfUnsplit(runs.map((r) => r.kind)), states: data.states, transitions: data.transitions }];
  return { runs: runs.map((r) => ({ run: r.run, kind: runKindOf(r.kind) })), parts };
}

const emptySets = (from?: CoverageSets): CoverageSets => ({ runs: [...(from?.runs ?? [])], states: new Set(from?.states), transitions: new Set(from?.transitions) });

export function mergeCoverage(files: CoverageFile[], into?: Coverage): Coverage {
  const out: Coverage = {
    runs: [...(into?.runs ?? [])],
    byKind: { model: emptySets(into?.byKind.model), browser: emptySets(into?.byKind.browser) },
  };
  for (const f of files) {
    for (const r of f.runs) {
      out.runs.push(r.run);
      out.byKind[r.kind].runs.push(r.run);
    }
    for (const p of f.parts) {
      const sets = out.byKind[p.kind];
      p.states.forEach((s) => sets.states.add(s));
      p.transitions.forEach((t) => sets.transitions.add(t));
    }
  }
  return out;
}

/** No run, or runs that reached no state of the chart: nothing to overlay. */
export const isEmptyCoverage = (model: ChartModel, c: Coverage | null): boolean =>
  !c || c.runs.length === 0 || !model.states.some((s) => RUN_KINDS.some((k) => c.byKind[k].states.has(s.id)));

export type CoverageMark = 'covered' | 'by-model' | 'uncovered';

/**
 * How a state or transition shows: `covered` when a browser took it, `by-model` when only the model
 * walked it (or the view is the model's alone), `uncovered` when no run of the view did.
 */
export function coverageMark(c: Coverage, view: CoverageView, what: 'states' | 'transitions', id: string): CoverageMark {
  if (view !== 'model' && c.byKind.browser[what].has(id)) return 'covered';
  if (view !== 'browser' && c.byKind.model[what].has(id)) return 'by-model';
  return 'uncovered';
}

export interface CoverageSummary {
  states: number;
  statesTotal: number;
  transitions: number;
  transitionsTotal: number;
}

const inView = (c: Coverage, view: CoverageView, what: 'states' | 'transitions', id: string) => coverageMark(c, view, what, id) !== 'uncovered';

/** Counts only what the chart has: ids from an older chart do not inflate the numbers. */
export function summarise(model: ChartModel, coverage: Coverage, view: CoverageView = 'both'): CoverageSummary {
  return {
    states: model.states.filter((s) => inView(coverage, view, 'states', s.id)).length,
    statesTotal: model.states.length,
    transitions: model.transitions.filter((t) => inView(coverage, view, 'transitions', t.id)).length,
    transitionsTotal: model.transitions.length,
  };
}

const figures = (s: CoverageSummary) => `states ${s.states}/${s.statesTotal}, transitions ${s.transitions}/${s.transitionsTotal}`;

export const formatSummary = (s: CoverageSummary) => `coverage: ${figures(s)}`;

/** One figure per kind of run: "model: states a/b, transitions c/d; browser: …". */
export function formatKindSummaries(model: ChartModel, c: Coverage): string {
  return RUN_KINDS.map((k) => `${k}: ${c.byKind[k].runs.length ? figures(summarise(model, c, k)) : 'no runs'}`).join('; ');
}

export interface UncoveredRegion {
  /** The top-level state the entries sit in (the journey itself for its own transitions). */
  region: StateInfo;
  states: StateInfo[];
  transitions: TransitionInfo[];
}

/**
 * The screen (or other top-level state) an id sits in, by the chart's own phases (src/analysis/mermaid.ts):
 * `journey.application.preview.otp.waiting` is in `journey.application.preview`; the root and a phase stand for themselves.
 */
export const regionOf = (model: ChartModel, stateId: string): string => regionInChart(model, stateId) ?? stateId;

/** What no run of the view reached, grouped by top-level region in the chart's order. */
export function uncoveredByRegion(model: ChartModel, c: Coverage, view: CoverageView): UncoveredRegion[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const groups = new Map<string, UncoveredRegion>();
  const groupOf = (stateId: string) => {
    const id = regionOf(model, stateId);
    const region = byId.get(id);
    if (!region) return null;
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { region, states: [], transitions: [] }));
    return g;
  };
  for (const s of model.states) if (!inView(c, view, 'states', s.id)) groupOf(s.id)?.states.push(s);
  for (const t of model.transitions) if (!inView(c, view, 'transitions', t.id)) groupOf(t.source)?.transitions.push(t);
  const order = new Map(model.states.map((s, i) => [s.id, i]));
  return [...groups.values()].sort((a, b) => (order.get(a.region.id) ?? 0) - (order.get(b.region.id) ?? 0));
}
