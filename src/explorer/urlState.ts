import type { ChartModel } from '../analysis/chartModel';
import { regionIds, revealIn } from './scope';

/**
 * What an analyst sees, in the explorer's address: the state or transition selected, the regions opened,
 * the region viewed, the zoom and position, the simulation's trace and the path shown. A link sent to a
 * colleague opens the same view. Everything is optional: a bare address opens the overview.
 */
export interface ExplorerUrlState {
  /** The chart shown (charts.ts): none for the journey. */
  chart: string | null;
  state: string | null;
  transition: string | null;
  /** Compound states drawn open. */
  open: string[];
  region: string | null;
  view: { x: number; y: number; k: number } | null;
  /** The simulation's trace (simulate.ts traceOf). */
  sim: string | null;
  path: string | null;
}

export const EMPTY_URL_STATE: ExplorerUrlState = { chart: null, state: null, transition: null, open: [], region: null, view: null, sim: null, path: null };

const finite = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN);

/** Reads the address's query; what it cannot read it leaves out (a link cut short still opens). */
export function parseExplorerUrl(search: string): ExplorerUrlState {
  const q = new URLSearchParams(search);
  const text = (name: string) => q.get(name)?.trim() || null;
  const [x, y, k] = (q.get('view') ?? '').split(',').map(finite);
  const view = [x, y, k].every(Number.isFinite) && k > 0 ? { x, y, k } : null;
  return {
    chart: text('chart'),
    state: text('state'),
    transition: text('transition'),
    open: (q.get('open') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    region: text('region'),
    view,
    sim: text('sim'),
    path: text('path'),
  };
}

/** The query for a view: only what differs from a bare opening, in a fixed order, numbers rounded. */
export function explorerSearch(s: ExplorerUrlState): string {
  const q = new URLSearchParams();
  if (s.chart) q.set('chart', s.chart);
  if (s.region) q.set('region', s.region);
  if (s.open.length) q.set('open', [...new Set(s.open)].sort().join(','));
  if (s.state) q.set('state', s.state);
  if (s.transition) q.set('transition', s.transition);
  if (s.view) q.set('view', `${Math.round(s.view.x)},${Math.round(s.view.y)},${Number(s.view.k.toFixed(4))}`);
  if (s.sim) q.set('sim', s.sim);
  if (s.path) q.set('path', s.path);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * A link's state checked against the chart it opens on: names the chart no longer has are dropped (a
 * link outlives a change of the chart), a transition's source stands in for a missing state, and the
 * selected state's closed ancestors are opened so it can be seen.
 */
export function linkedView(model: ChartModel, link: ExplorerUrlState): ExplorerUrlState {
  const states = new Map(model.states.map((s) => [s.id, s]));
  const transition = model.transitions.find((t) => t.id === link.transition) ?? null;
  const state = link.state && states.has(link.state) ? link.state : (transition?.source ?? null);
  const region = link.region && regionIds(model).includes(link.region) ? link.region : null;
  const open = link.open.filter((id) => (states.get(id)?.children.length ?? 0) > 0);
  const scope = state ? revealIn(model, { expanded: new Set(open), region }, state) : { expanded: new Set(open), region };
  return { ...link, state, transition: transition?.id ?? null, region: scope.region, open: [...scope.expanded] };
}
