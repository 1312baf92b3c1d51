import type { ChartModel, StateInfo } from '../analysis/chartModel';
import { phasesOf, regionsOf } from '../analysis/mermaid';

/**
 * What of the chart is drawn: which compound states are opened up (the others are one box with their
 * counts) and, for a view per region, the one top-level region drawn on its own. The chart's root is
 * always open: a closed root would be a single box.
 */
export interface Scope {
  expanded: ReadonlySet<string>;
  region: string | null;
}

export const isCompound = (s: StateInfo) => s.children.length > 0;

export const compoundIds = (model: ChartModel): string[] => model.states.filter(isCompound).map((s) => s.id);

/** The overview: the whole chart with every compound state closed. */
export const overviewScope = (): Scope => ({ expanded: new Set(), region: null });

/** Every compound state open: the whole chart in full detail. */
export const wholeChartScope = (model: ChartModel): Scope => ({ expanded: new Set(compoundIds(model)), region: null });

/** The states that hold a state, nearest first (the state itself not included). */
export function ancestorIds(model: ChartModel, id: string): string[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const out: string[] = [];
  for (let s = byId.get(byId.get(id)?.parent ?? ''); s; s = s.parent ? byId.get(s.parent) : undefined) out.push(s.id);
  return out;
}

/** The phases of the chart (the application, after submission...): always drawn open, as frames round their screens. */
export const phaseIds = (model: ChartModel): string[] => phasesOf(model).map((s) => s.id);

/** The regions of the chart, in its order: each screen of a phase, and the root's other children. */
export const regionIds = (model: ChartModel): string[] => regionsOf(model).map((s) => s.id);

/** The region (a screen, or a child of the root outside the phases) a state lies in, or null for the root and the phases. */
export function regionOf(model: ChartModel, id: string): string | null {
  const regions = new Set(regionIds(model));
  return [id, ...ancestorIds(model, id)].find((a) => regions.has(a)) ?? null;
}

/**
 * The scope that shows a state: its ancestors opened, and the region view left for the whole chart
 * when the state lies outside the region shown.
 */
export function revealIn(model: ChartModel, scope: Scope, id: string): Scope {
  const closed = ancestorIds(model, id).filter((a) => !scope.expanded.has(a));
  const region = scope.region && regionOf(model, id) !== scope.region ? null : scope.region;
  if (!closed.length && region === scope.region) return scope;
  return { expanded: new Set([...scope.expanded, ...closed]), region };
}

/** Opens or closes one compound state. */
export function toggled(scope: Scope, id: string, open: boolean): Scope {
  const expanded = new Set(scope.expanded);
  if (open) expanded.add(id);
  else expanded.delete(id);
  return { ...scope, expanded };
}

/** How much a closed box stands for: the states below it and the transitions from it or from them. */
export interface Counts {
  states: number;
  transitions: number;
}

export function subtreeCounts(model: ChartModel): Map<string, Counts> {
  const counts = new Map(model.states.map((s) => [s.id, { states: 0, transitions: 0 }]));
  const parentOf = new Map(model.states.map((s) => [s.id, s.parent]));
  for (const s of model.states) for (let p = s.parent; p; p = parentOf.get(p) ?? null) counts.get(p)!.states++;
  for (const t of model.transitions) for (let p: string | null = t.source; p; p = parentOf.get(p) ?? null) counts.get(p)!.transitions++;
  return counts;
}

export const countsText = (c: Counts) => `${c.states} state${c.states === 1 ? '' : 's'} · ${c.transitions} transition${c.transitions === 1 ? '' : 's'}`;

/** A scope as text: the same scope, the same key, whatever order its states were opened in. */
export const scopeKey = (scope: Scope) => JSON.stringify([scope.region, [...scope.expanded].sort()]);

/** The compound states of a region, the region included. */
export function compoundIdsIn(model: ChartModel, region: string): string[] {
  return model.states.filter((s) => isCompound(s) && (s.id === region || ancestorIds(model, s.id).includes(region))).map((s) => s.id);
}
