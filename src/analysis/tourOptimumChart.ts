import type { Highs } from 'highs';
import type { ChartGraph, StepEvent } from './coverage';
import { indexed } from './postman';
import type { SettingGraph } from './tour';
import { tourOptimum, type OptimumOptions, type TourOptimum } from './tourOptimum';

/** The optimum over the chart's settings, the two ways a tour may use them. */
export interface ChartOptimum extends Omit<TourOptimum, 'copies'> {
  /** The settings whose graphs the program walks (a graph equal to an earlier one adds nothing). */
  settings: string[];
  seconds: number;
}

const transitionsOf = (graph: ChartGraph) => new Set(graph.edges.flatMap((e) => e.step.transitions));

/** Two settings whose graphs have the same steps between the same keys offer a tour the same walks. */
function distinct(graphs: readonly SettingGraph[]): SettingGraph[] {
  const seen = new Set<string>();
  return graphs.filter(({ graph }) => {
    const signature = JSON.stringify(graph.edges.map((e) => [e.from, e.to, e.step.transitions]));
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
}

const timed = <T>(run: () => T): [T, number] => {
  const t0 = performance.now();
  const result = run();
  return [result, (performance.now() - t0) / 1000];
};

/**
 * As the tour is planned (tour.ts): the first setting takes every transition it can, each next one what
 * no earlier setting can take. The optimum of each part, summed.
 */
export function asConfiguredOptimum(highs: Highs, graphs: readonly SettingGraph[], allowEvent: (e: StepEvent) => boolean = () => true, options: OptimumOptions = {}): ChartOptimum {
  const total: ChartOptimum = { steps: 0, bound: 0, proven: true, rounds: 0, cuts: 0, settings: [], seconds: 0 };
  const taken = new Set<string>();
  for (const { setting, graph } of graphs) {
    const wanted = new Set([...transitionsOf(graph)].filter((t) => !taken.has(t)));
    wanted.forEach((t) => taken.add(t));
    if (!wanted.size) continue;
    const [part, seconds] = timed(() => tourOptimum(highs, [indexed(graph, allowEvent)], wanted, options));
    total.steps += part.steps;
    total.bound += part.bound;
    total.proven &&= part.proven;
    total.rounds += part.rounds;
    total.cuts += part.cuts;
    total.settings.push(setting.name);
    total.seconds += seconds;
  }
  return total;
}

/** Each transition under whichever setting takes it at least cost: one program over all the graphs. */
export function mixedOptimum(highs: Highs, graphs: readonly SettingGraph[], allowEvent: (e: StepEvent) => boolean = () => true, options: OptimumOptions = {}): ChartOptimum {
  const walked = distinct(graphs);
  const wanted = new Set(walked.flatMap(({ graph }) => [...transitionsOf(graph)]));
  const [best, seconds] = timed(() => tourOptimum(highs, walked.map(({ graph }) => indexed(graph, allowEvent)), wanted, options));
  return { steps: best.steps, bound: best.bound, proven: best.proven, rounds: best.rounds, cuts: best.cuts, settings: walked.map((g) => g.setting.name), seconds };
}
