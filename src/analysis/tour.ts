import type { AnyStateMachine } from 'xstate';
import { chartGraph, inertScope, type ChartGraph, type GenerateOptions, type JourneyPath, type PathStep, type StepEvent } from './coverage';
import { walksAlike } from './inputReads';
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

const graphSets = new WeakMap<AnyStateMachine, WeakMap<readonly ChartSetting[], readonly SettingGraph[]>>();

/** The same list for the same machine and settings, so a tour planned over it is planned once (planTour). */
export function settingGraphs(machine: AnyStateMachine, settings: readonly ChartSetting[] = CHART_SETTINGS): readonly SettingGraph[] {
  const bySettings = graphSets.get(machine) ?? new WeakMap<readonly ChartSetting[], readonly SettingGraph[]>();
  graphSets.set(machine, bySettings);
  const known = bySettings.get(settings);
  if (known) return known;
  // Half the settings flip a switch the chart never reads: those share the graph already walked.
  const start = (input: unknown) => machine.getInitialSnapshot(inertScope(), input);
  const graphs: SettingGraph[] = [];
  for (const setting of settings) {
    const alike = graphs.find((g) => walksAlike(start, g.setting.input, setting.input, g.graph.inputReads));
    graphs.push({ setting, graph: alike?.graph ?? chartGraph(machine, { input: setting.input }) });
  }
  bySettings.set(settings, graphs);
  return graphs;
}

/** What the tour takes: its steps, and the transitions they take. */
export interface TourFigures {
  steps: number;
  transitions: number;
}

type Edge = ChartGraph['edges'][number];

/** What an edge is worth to the tour: the transitions it takes that no path has, then those its end offers. */
type Worth = readonly [number, number];
const better = (a: Worth, b: Worth) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * The shortest way from a key to an edge worth taking (worth[0] > 0), by breadth-first search over the
 * edges allowed: the edges to walk, that one last; among edges as near, the one worth most (null: none).
 */
function nearest(out: ReadonlyMap<string, readonly Edge[]>, from: string, worth: (e: Edge) => Worth): Edge[] | null {
  const via = new Map<string, Edge | null>([[from, null]]);
  let level = [from];
  while (level.length) {
    let best: Edge | null = null;
    let most: Worth = [0, 0];
    const next: string[] = [];
    for (const key of level) {
      for (const e of out.get(key) ?? []) {
        const w = worth(e);
        if (w[0] > 0 && better(w, most)) [best, most] = [e, w];
        if (!via.has(e.to)) {
          via.set(e.to, e);
          next.push(e.to);
        }
      }
    }
    if (best) {
      const way = [best];
      for (let e = via.get(best.from); e; e = via.get(e.from)) way.unshift(e);
      return way;
    }
    level = next;
  }
  return null;
}

/**
 * A path that must end walks this many steps at most to end on a dead end still wanted: a path ends
 * anyway, so ending it on an outcome page the tour must show costs only those steps.
 */
const DEAD_END_REACH = 3;

/**
 * The paths over one setting's graph that take every wanted transition it can take: from where the path
 * stands, walk to the nearest edge that takes a transition not yet taken; when such an edge is nearer from
 * the start, end the path and begin the next one there (a fresh start costs no step). An edge into a dead
 * end (a page whose only way on is a fresh start) is kept for the moment the path would end anyway.
 */
function planSetting(graph: ChartGraph, wanted: ReadonlySet<string>, allowEvent: (e: StepEvent) => boolean): JourneyPath[] {
  const out = new Map<string, Edge[]>();
  for (const e of graph.edges) if (allowEvent(e.step.event)) out.set(e.from, [...(out.get(e.from) ?? []), e]);
  const startLeaves = graph.start.join();
  const dead = new Set(graph.keys.filter((k) => (out.get(k) ?? []).every((e) => e.step.to.join() === startLeaves)));
  const left = new Set(wanted);
  /** The transitions an edge takes that no path has taken. */
  const news = (e: Edge) => e.step.transitions.filter((t) => left.has(t)).length;
  /** Counted for the edges into a dead end only, or for the others only. */
  const worth = (ending: boolean) => (e: Edge): Worth => {
    const n = dead.has(e.to) === ending ? news(e) : 0;
    return n ? [n, (out.get(e.to) ?? []).filter((x) => news(x) > 0).length] : [0, 0];
  };
  const paths: JourneyPath[] = [];
  let steps: PathStep[] = [];
  let at = graph.startKey;
  const go = (way: Edge[]) => {
    for (const e of way) {
      steps.push(e.step);
      e.step.transitions.forEach((t) => left.delete(t));
    }
    at = way[way.length - 1].to;
  };
  const nearFrom = (key: string, ending: boolean) => nearest(out, key, worth(ending));
  for (;;) {
    const onward = nearFrom(at, false);
    const anew = at === graph.startKey ? onward : nearFrom(graph.startKey, false);
    if (onward && !(anew && anew.length < onward.length)) {
      go(onward);
      continue;
    }
    // The path ends here: on the nearest dead end still wanted, if one is close by.
    const end = nearFrom(at, true);
    if (end && (at === graph.startKey || !anew || end.length <= DEAD_END_REACH)) go(end);
    if (steps.length) paths.push({ start: graph.start, steps, covers: steps[steps.length - 1].transitions[0] });
    steps = [];
    at = graph.startKey;
    if (!anew && !nearFrom(at, true)) break;
  }
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
 * another setting can take, that setting's paths, named by it. Ranked by what each path adds; with
 * its figures.
 */
export function planTour(machine: AnyStateMachine, options: TourOptions = {}): { paths: TourPath[]; figures: TourFigures } {
  const graphs = options.graphs ?? settingGraphs(machine, options.settings);
  // The whole tour over the same graphs is the same tour: the command and the tests ask for it several times.
  const whole = !options.allowEvent && !options.wants;
  const known = whole ? wholeTours.get(graphs) : undefined;
  if (known) return { paths: [...known.paths], figures: { ...known.figures } };
  const planned = planFresh(graphs, options);
  if (whole) wholeTours.set(graphs, planned);
  return { paths: [...planned.paths], figures: { ...planned.figures } };
}

const wholeTours = new WeakMap<readonly SettingGraph[], { paths: TourPath[]; figures: TourFigures }>();

function planFresh(graphs: readonly SettingGraph[], options: TourOptions): { paths: TourPath[]; figures: TourFigures } {
  const allow = options.allowEvent ?? (() => true);
  const wants = options.wants ?? (() => true);
  const taken = new Set<string>();
  const paths: JourneyPath[] = [];
  graphs.forEach(({ setting, graph }, i) => {
    const wanted = new Set(graph.edges.flatMap((e) => e.step.transitions).filter((t) => !taken.has(t) && wants(t)));
    if (wanted.size === 0) return;
    const plan = options.allowEvent ? planSetting(graph, wanted, allow) : plannedOnce(graph, wanted);
    for (const p of plan) {
      p.steps.forEach((s) => s.transitions.forEach((t) => taken.add(t)));
      paths.push(i === 0 ? p : { ...p, setting: setting.name });
    }
  });
  const ranked = rankByCoverage(paths);
  const figures = { steps: ranked.reduce((n, p) => n + p.steps.length, 0), transitions: new Set(ranked.flatMap((p) => p.adds)).size };
  return { paths: ranked, figures };
}

/**
 * A setting's plan over every event is a pure function of its graph and the transitions it must take: the
 * whole tour and a tour of the first setting alone plan that setting alike, so they plan it once. Callers
 * read the paths and never change them.
 */
const plans = new WeakMap<ChartGraph, Map<string, JourneyPath[]>>();

function plannedOnce(graph: ChartGraph, wanted: ReadonlySet<string>): JourneyPath[] {
  const byWanted = plans.get(graph) ?? new Map<string, JourneyPath[]>();
  plans.set(graph, byWanted);
  const key = [...wanted].sort().join('\n');
  const plan = byWanted.get(key) ?? planSetting(graph, wanted, () => true);
  byWanted.set(key, plan);
  return [...plan];
}

/** The tour's paths, ranked (planTour without its figures). */
export function transitionTour(machine: AnyStateMachine, options: TourOptions = {}): TourPath[] {
  return planTour(machine, options).paths;
}
