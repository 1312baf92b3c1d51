import type { ChartModel } from '../machines/chartModel';

/**
 * Coverage files as the runs write them (coverage/journey/<run>.json; app/coverageTrace.ts and
 * e2e/support/coverage.ts), merged: a state or transition is covered when any run exercised it.
 */
export interface CoverageFile {
  run?: string;
  /** The runs a merged file stands for (the sandbox bank's /api/sim/journey-coverage lists them). */
  runs?: string[];
  kind?: string;
  at?: string;
  states: string[];
  transitions: string[];
}

export interface Coverage {
  runs: string[];
  states: Set<string>;
  transitions: Set<string>;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Reads one coverage file; throws with a readable message when the JSON is not one. */
export function parseCoverage(text: string, name = 'coverage file'): CoverageFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${name} is not JSON`);
  }
  const d = data as Partial<CoverageFile> | null;
  if (!d || typeof d !== 'object' || !isStringArray(d.states) || !isStringArray(d.transitions)) {
    throw new Error(`${name} is not a coverage file: it needs "states" and "transitions" lists`);
  }
  const runs = Array.isArray(d.runs)
    ? (d.runs as unknown[]).map((r) => (typeof r === 'string' ? r : String((r as { run?: unknown })?.run ?? 'run')))
    : undefined;
  return { run: typeof d.run === 'string' ? d.run : name, runs, kind: d.kind, at: d.at, states: d.states, transitions: d.transitions };
}

export function mergeCoverage(files: CoverageFile[], into?: Coverage): Coverage {
  const out: Coverage = { runs: [...(into?.runs ?? [])], states: new Set(into?.states), transitions: new Set(into?.transitions) };
  for (const f of files) {
    out.runs.push(...(f.runs?.length ? f.runs : [f.run ?? 'run']));
    f.states.forEach((s) => out.states.add(s));
    f.transitions.forEach((t) => out.transitions.add(t));
  }
  return out;
}

export interface CoverageSummary {
  states: number;
  statesTotal: number;
  transitions: number;
  transitionsTotal: number;
}

/** Counts only what the chart has: ids from an older chart do not inflate the numbers. */
export function summarise(model: ChartModel, coverage: Coverage): CoverageSummary {
  return {
    states: model.states.filter((s) => coverage.states.has(s.id)).length,
    statesTotal: model.states.length,
    transitions: model.transitions.filter((t) => coverage.transitions.has(t.id)).length,
    transitionsTotal: model.transitions.length,
  };
}

export const formatSummary = (s: CoverageSummary) =>
  `coverage: states ${s.states}/${s.statesTotal}, transitions ${s.transitions}/${s.transitionsTotal}`;
