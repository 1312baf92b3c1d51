import type { AnyStateMachine } from 'xstate';
import { chartGraph, type ChartGraph, type GenerateOptions, type JourneyPath, type PathStep } from './coverage';
import { CHART_SETTINGS, type ChartSetting } from './settings';

/**
 * The transition tour: few, long paths that together take every transition, instead of one shortest
 * path per transition (whose shared prefixes a tester would walk again and again).
 */
export interface TourPath extends JourneyPath {
  /** The transitions this path takes first, in the order of the ranking. */
  adds: string[];
}

/**
 * A path that must end walks this many steps at most to end on a dead end still wanted: a path ends
 * anyway, so ending it on an outcome page the tour must show costs only those steps.
 */
const DEAD_END_REACH = 3;

type Edge = ChartGraph['edges'][number];

/** Breadth-first distances from a key, with the edge that reached each key. */
function distancesFrom(origin: string, out: Map<string, Edge[]>): Map<string, { d: number; via: Edge | null }> {
  const seen = new Map<string, { d: number; via: Edge | null }>([[origin, { d: 0, via: null }]]);
  const queue = [origin];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i];
    const d = seen.get(key)!.d;
    for (const e of out.get(key) ?? []) {
      if (seen.has(e.to)) continue;
      seen.set(e.to, { d: d + 1, via: e });
      queue.push(e.to);
    }
  }
  return seen;
}

function stepsTo(key: string, dist: Map<string, { via: Edge | null }>): PathStep[] {
  const steps: PathStep[] = [];
  for (let e = dist.get(key)?.via; e; e = dist.get(e.from)?.via) steps.unshift(e.step);
  return steps;
}

/**
 * Greedy walks over one setting's graph until every wanted transition it can take is taken. Edges into
 * a dead end (an outcome page whose only way on is a fresh start) end a path, so they are kept for the
 * moment a path would end anyway: when the next wanted transition is nearer from the start than from here.
 */
function walk(graph: ChartGraph, wanted: Set<string>): JourneyPath[] {
  const out = new Map<string, Edge[]>();
  for (const e of graph.edges) out.set(e.from, [...(out.get(e.from) ?? []), e]);
  const startLeaves = graph.start.join();
  const deadKeys = new Set(graph.keys.filter((key) => (out.get(key) ?? []).every((e) => e.step.to.join() === startLeaves)));
  const dead = (key: string) => deadKeys.has(key);
  const gain = (e: Edge) => e.step.transitions.filter((t) => wanted.has(t)).length;
  const fromStart = distancesFrom(graph.startKey, out);

  /** The cheapest edge that takes a wanted transition, as seen from `dist`; ties go to the larger gain. */
  const nearest = (dist: Map<string, { d: number }>, ending: boolean) => {
    let best: { edge: Edge; cost: number; gain: number } | null = null;
    for (const e of graph.edges) {
      const g = gain(e);
      const at = dist.get(e.from);
      if (!g || !at || dead(e.to) !== ending) continue;
      const cost = at.d + 1;
      if (!best || cost < best.cost || (cost === best.cost && g > best.gain)) best = { edge: e, cost, gain: g };
    }
    return best;
  };

  const paths: JourneyPath[] = [];
  let steps: PathStep[] = [];
  let at = graph.startKey;
  let here = fromStart;
  const take = (s: PathStep) => {
    steps.push(s);
    s.transitions.forEach((t) => wanted.delete(t));
  };
  const go = (edge: Edge) => {
    stepsTo(edge.from, here).forEach(take);
    take(edge.step);
    at = edge.to;
    here = distancesFrom(at, out);
  };
  const close = () => {
    if (steps.length) paths.push({ start: graph.start, steps, covers: steps[steps.length - 1].transitions[0] });
    steps = [];
    at = graph.startKey;
    here = fromStart;
  };
  for (;;) {
    const onward = nearest(here, false);
    const anew = at === graph.startKey ? null : nearest(fromStart, false);
    if (onward && !(anew && anew.cost < onward.cost)) {
      go(onward.edge);
      continue;
    }
    // The path ends here: on the nearest dead end still wanted, if there is one close by.
    const end = nearest(here, true);
    const endAnew = nearest(fromStart, true);
    if (end && (at === graph.startKey || !anew || end.cost <= DEAD_END_REACH)) go(end.edge);
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
}

/**
 * The tour over every setting: the paths of the first setting (as configured), then, for what only
 * another setting can take, that setting's paths, named by it. Ranked by what each path adds.
 */
export function transitionTour(machine: AnyStateMachine, options: TourOptions = {}): TourPath[] {
  const settings = options.settings ?? CHART_SETTINGS;
  const taken = new Set<string>();
  const paths: JourneyPath[] = [];
  settings.forEach((setting, i) => {
    const graph = chartGraph(machine, { input: setting.input, allowEvent: options.allowEvent });
    const wanted = new Set(graph.edges.flatMap((e) => e.step.transitions).filter((t) => !taken.has(t)));
    for (const p of walk(graph, wanted)) {
      p.steps.forEach((s) => s.transitions.forEach((t) => taken.add(t)));
      paths.push(i === 0 ? p : { ...p, setting: setting.name });
    }
  });
  return rankByCoverage(paths);
}
