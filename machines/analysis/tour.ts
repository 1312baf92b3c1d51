import type { AnyStateMachine } from 'xstate';
import { chartGraph, type ChartGraph, type GenerateOptions, type JourneyPath, type PathStep, type StepEvent } from './coverage';
import { CHART_SETTINGS, type ChartSetting } from './settings';

/**
 * The transition tour: few, long paths that together take every transition, instead of one shortest
 * path per transition (whose shared prefixes a tester would walk again and again).
 */
export interface TourPath extends JourneyPath {
  /** The transitions this path takes first, in the order of the ranking. */
  adds: string[];
}

/** The chart's graph under each setting: built once, walked by every tour and coverage count. */
export interface SettingGraph {
  setting: ChartSetting;
  graph: ChartGraph;
}

export function settingGraphs(machine: AnyStateMachine, settings: readonly ChartSetting[] = CHART_SETTINGS): SettingGraph[] {
  return settings.map((setting) => ({ setting, graph: chartGraph(machine, { input: setting.input }) }));
}

/**
 * A path that must end walks this many steps at most to end on a dead end still wanted: a path ends
 * anyway, so ending it on an outcome page the tour must show costs only those steps.
 */
const DEAD_END_REACH = 3;

/** The graph with numbered keys and edges in flat arrays: a breadth-first search per step stays cheap. */
interface Indexed {
  steps: PathStep[];
  from: Int32Array;
  to: Int32Array;
  /** Out-edges of key k: edgeOf[outStart[k] .. outStart[k + 1]). */
  outStart: Int32Array;
  edgeOf: Int32Array;
  start: number;
  keys: number;
}

function indexed(graph: ChartGraph, allowEvent: (e: StepEvent) => boolean): Indexed {
  const id = new Map(graph.keys.map((k, i) => [k, i]));
  const edges = graph.edges.filter((e) => id.has(e.from) && id.has(e.to) && allowEvent(e.step.event));
  const n = graph.keys.length;
  const from = Int32Array.from(edges, (e) => id.get(e.from) ?? 0);
  const to = Int32Array.from(edges, (e) => id.get(e.to) ?? 0);
  const outStart = new Int32Array(n + 1);
  for (const f of from) outStart[f + 1]++;
  for (let k = 0; k < n; k++) outStart[k + 1] += outStart[k];
  const fill = outStart.slice(0, n);
  const edgeOf = new Int32Array(edges.length);
  from.forEach((f, e) => (edgeOf[fill[f]++] = e));
  return { steps: edges.map((e) => e.step), from, to, outStart, edgeOf, start: id.get(graph.startKey) ?? 0, keys: n };
}

/** Breadth-first distances from a key (-1: unreachable) and the edge that reached each key. */
function distancesFrom(g: Indexed, origin: number): { d: Int32Array; via: Int32Array } {
  const d = new Int32Array(g.keys).fill(-1);
  const via = new Int32Array(g.keys).fill(-1);
  const queue = new Int32Array(g.keys);
  let tail = 0;
  d[origin] = 0;
  queue[tail++] = origin;
  for (let head = 0; head < tail; head++) {
    const k = queue[head];
    for (let i = g.outStart[k]; i < g.outStart[k + 1]; i++) {
      const e = g.edgeOf[i];
      const t = g.to[e];
      if (d[t] >= 0) continue;
      d[t] = d[k] + 1;
      via[t] = e;
      queue[tail++] = t;
    }
  }
  return { d, via };
}

function stepsTo(g: Indexed, key: number, via: Int32Array): PathStep[] {
  const steps: PathStep[] = [];
  for (let e = via[key]; e >= 0; e = via[g.from[e]]) steps.unshift(g.steps[e]);
  return steps;
}

/**
 * Greedy walks over one setting's graph until every wanted transition it can take is taken. Edges into
 * a dead end (an outcome page whose only way on is a fresh start) end a path, so they are kept for the
 * moment a path would end anyway: when the next wanted transition is nearer from the start than from here.
 */
function walk(graph: ChartGraph, wanted: Set<string>, allowEvent: (e: StepEvent) => boolean): JourneyPath[] {
  const g = indexed(graph, allowEvent);
  const startLeaves = graph.start.join();
  const dead = new Uint8Array(g.keys);
  for (let k = 0; k < g.keys; k++) {
    let onlyRestart = true;
    for (let i = g.outStart[k]; i < g.outStart[k + 1] && onlyRestart; i++) onlyRestart = g.steps[g.edgeOf[i]].to.join() === startLeaves;
    dead[k] = onlyRestart ? 1 : 0;
  }
  const gain = (e: number) => g.steps[e].transitions.filter((t) => wanted.has(t)).length;
  const fromStart = distancesFrom(g, g.start);
  /** Edges that still take a wanted transition: the only ones the search looks at. */
  let open = [...g.steps.keys()].filter((e) => gain(e) > 0);

  /** The cheapest edge that takes a wanted transition, as seen from `dist`; ties go to the larger gain. */
  const nearest = (dist: Int32Array, ending: boolean) => {
    let best: { edge: number; cost: number; gain: number } | null = null;
    for (const e of open) {
      const at = dist[g.from[e]];
      if (at < 0 || (dead[g.to[e]] === 1) !== ending) continue;
      const cost = at + 1;
      if (best && cost > best.cost) continue;
      const n = gain(e);
      if (n && (!best || cost < best.cost || n > best.gain)) best = { edge: e, cost, gain: n };
    }
    return best;
  };

  const paths: JourneyPath[] = [];
  let steps: PathStep[] = [];
  let at = g.start;
  let here = fromStart;
  const take = (s: PathStep) => {
    steps.push(s);
    s.transitions.forEach((t) => wanted.delete(t));
  };
  const go = (edge: number) => {
    stepsTo(g, g.from[edge], here.via).forEach(take);
    take(g.steps[edge]);
    open = open.filter((e) => gain(e) > 0);
    at = g.to[edge];
    here = distancesFrom(g, at);
  };
  const close = () => {
    if (steps.length) paths.push({ start: graph.start, steps, covers: steps[steps.length - 1].transitions[0] });
    steps = [];
    at = g.start;
    here = fromStart;
  };
  for (;;) {
    const onward = nearest(here.d, false);
    const anew = at === g.start ? null : nearest(fromStart.d, false);
    if (onward && !(anew && anew.cost < onward.cost)) {
      go(onward.edge);
      continue;
    }
    // The path ends here: on the nearest dead end still wanted, if there is one close by.
    const end = nearest(here.d, true);
    const endAnew = nearest(fromStart.d, true);
    if (end && (at === g.start || !anew || end.cost <= DEAD_END_REACH)) go(end.edge);
    else if (!anew && !endAnew) break;
    close();
  }
  close();
  return paths;
}

/** Orders paths so that the first N take the most transitions, and drops paths that add none. */
export function rankByCoverage<P extends JourneyPath>(paths: readonly P[]): (P & { adds: string[] })[] {
  const left = [...paths];
  const taken = new Set<string>();
  const ranked: (P & { adds: string[] })[] = [];
  while (left.length) {
    let bestAt = -1;
    let bestAdds: string[] = [];
    left.forEach((p, i) => {
      const adds = [...new Set(p.steps.flatMap((s) => s.transitions))].filter((t) => !taken.has(t));
      // More new transitions first; among equals, the shorter path.
      if (adds.length > bestAdds.length || (adds.length === bestAdds.length && adds.length > 0 && p.steps.length < left[bestAt].steps.length)) {
        bestAt = i;
        bestAdds = adds;
      }
    });
    if (bestAt < 0 || bestAdds.length === 0) break;
    const [p] = left.splice(bestAt, 1);
    bestAdds.forEach((t) => taken.add(t));
    ranked.push({ ...p, adds: bestAdds });
  }
  return ranked;
}

export interface TourOptions extends Pick<GenerateOptions, 'allowEvent'> {
  settings?: readonly ChartSetting[];
  /** The graphs to walk, when the caller has built them already (settingGraphs). */
  graphs?: readonly SettingGraph[];
  /** The transitions the tour must take (default: all); a filtered tour takes only these. */
  wants?: (transition: string) => boolean;
}

/**
 * The tour over every setting: the paths of the first setting (as configured), then, for what only
 * another setting can take, that setting's paths, named by it. Ranked by what each path adds.
 */
export function transitionTour(machine: AnyStateMachine, options: TourOptions = {}): TourPath[] {
  const graphs = options.graphs ?? settingGraphs(machine, options.settings);
  const allow = options.allowEvent ?? (() => true);
  const wants = options.wants ?? (() => true);
  const taken = new Set<string>();
  const paths: JourneyPath[] = [];
  graphs.forEach(({ setting, graph }, i) => {
    const wanted = new Set(graph.edges.flatMap((e) => e.step.transitions).filter((t) => !taken.has(t) && wants(t)));
    for (const p of walk(graph, wanted, allow)) {
      p.steps.forEach((s) => s.transitions.forEach((t) => taken.add(t)));
      paths.push(i === 0 ? p : { ...p, setting: setting.name });
    }
  });
  return rankByCoverage(paths);
}
