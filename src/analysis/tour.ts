import type { AnyStateMachine } from 'xstate';
import { chartGraph, inertScope, type ChartGraph, type GenerateOptions, type JourneyPath, type StepEvent } from './coverage';
import { ArrivalFlow } from './arrivalFlow';
import { concentrated, distancesFrom, indexed, walksOver } from './postman';
import { greedyWalks } from './tourSeed';
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

/** What the tour takes, and the least any walks over its required edges could take (summed over the settings). */
export interface TourFigures {
  steps: number;
  /**
   * |R| plus the min-cost flow's extra steps, for the required edges R the tour chose: no set of walks
   * from the start that takes every edge of R is shorter.
   */
  bound: number;
  /** The edges the tour chose to take its wanted transitions (|R|). */
  required: number;
}

/**
 * The paths over one setting's graph that take every wanted transition it can take. For each such
 * transition an edge that takes it (the required edges R): first where the greedy walks (tourSeed.ts)
 * take it, then, one transition at a time, another of its edges from a key the walks pass, kept when the
 * min-cost flow over R (arrivalFlow.ts) gets cheaper. For the R found: the walks from the start.
 */
function planSetting(graph: ChartGraph, wanted: ReadonlySet<string>, allowEvent: (e: StepEvent) => boolean): { paths: JourneyPath[]; figures: TourFigures } {
  const g = indexed(graph, allowEvent);
  const { d } = distancesFrom(g, [g.start]);
  const candidates = new Map<string, number[]>();
  g.steps.forEach((s, e) => {
    if (d[g.from[e]] < 0) return;
    for (const t of s.transitions) if (wanted.has(t)) candidates.set(t, [...(candidates.get(t) ?? []), e]);
  });
  const picked = new Map<string, number>();
  for (const walk of greedyWalks(g, graph.start.join(), new Set(candidates.keys()))) {
    for (const e of walk) for (const t of g.steps[e].transitions) if (candidates.has(t) && !picked.has(t)) picked.set(t, e);
  }
  /** How many of the wanted transitions each edge is picked for: an edge is in R once, however many. */
  const uses = new Int32Array(g.steps.length);
  for (const e of picked.values()) uses[e]++;
  const flow = new ArrivalFlow(g, [...picked.values()].filter((e, i, all) => all.indexOf(e) === i));
  const size = () => uses.reduce((n, u) => n + (u > 0 ? 1 : 0), 0);
  const walked = new Uint8Array(g.keys);
  walked[g.start] = 1;
  flow.extra().forEach((copies, e) => {
    if (copies > 0 || uses[e] > 0) walked[g.from[e]] = walked[g.to[e]] = 1;
  });
  let total = size() + flow.cost;
  for (const [t, edges] of candidates) {
    for (const next of edges) {
      const current = picked.get(t) ?? next;
      if (next === current || !walked[g.from[next]]) continue;
      const saved = flow.save();
      if (--uses[current] === 0) flow.remove(current);
      if (uses[next]++ === 0) flow.add(next);
      const tried = size() + flow.cost;
      if (tried < total) {
        total = tried;
        picked.set(t, next);
        continue;
      }
      flow.restore(saved);
      uses[current]++;
      uses[next]--;
    }
  }
  const required = [...uses.keys()].filter((e) => uses[e] > 0);
  const { walks, joins } = walksOver(g, required, flow.extra());
  const paths = concentrated(g, walks).map((w) => {
    const steps = w.map((e) => g.steps[e]);
    return { start: graph.start, steps, covers: steps[steps.length - 1].transitions[0] };
  });
  return { paths, figures: { steps: total + joins, bound: total, required: required.length } };
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
 * its figures (steps and the bound) summed over the settings.
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
  const figures: TourFigures = { steps: 0, bound: 0, required: 0 };
  graphs.forEach(({ setting, graph }, i) => {
    const wanted = new Set(graph.edges.flatMap((e) => e.step.transitions).filter((t) => !taken.has(t) && wants(t)));
    if (wanted.size === 0) return;
    const plan = options.allowEvent ? planSetting(graph, wanted, allow) : plannedOnce(graph, wanted);
    for (const p of plan.paths) {
      p.steps.forEach((s) => s.transitions.forEach((t) => taken.add(t)));
      paths.push(i === 0 ? p : { ...p, setting: setting.name });
    }
    figures.steps += plan.figures.steps;
    figures.bound += plan.figures.bound;
    figures.required += plan.figures.required;
  });
  const ranked = rankByCoverage(paths);
  // Paths the ranking drops (they add nothing) are steps the tour no longer takes.
  figures.steps = ranked.reduce((n, p) => n + p.steps.length, 0);
  return { paths: ranked, figures };
}

/**
 * A setting's plan over every event is a pure function of its graph and the transitions it must take: the
 * whole tour and a tour of the first setting alone plan that setting alike, so they plan it once. Callers
 * read the paths and never change them.
 */
const plans = new WeakMap<ChartGraph, Map<string, { paths: JourneyPath[]; figures: TourFigures }>>();

function plannedOnce(graph: ChartGraph, wanted: ReadonlySet<string>): { paths: JourneyPath[]; figures: TourFigures } {
  const byWanted = plans.get(graph) ?? new Map<string, { paths: JourneyPath[]; figures: TourFigures }>();
  plans.set(graph, byWanted);
  const key = [...wanted].sort().join('\n');
  const plan = byWanted.get(key) ?? planSetting(graph, wanted, () => true);
  byWanted.set(key, plan);
  return { paths: [...plan.paths], figures: { ...plan.figures } };
}

/** The tour's paths, ranked (planTour without its figures). */
export function transitionTour(machine: AnyStateMachine, options: TourOptions = {}): TourPath[] {
  return planTour(machine, options).paths;
}
