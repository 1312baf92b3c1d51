import { describe, expect, it } from 'vitest';
import { journeyMachine } from '../../machines/journey.machine';
import type { ChartGraph, JourneyPath } from '../../src/analysis/coverage';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { planTour, settingGraphs, type SettingGraph } from '../../src/analysis/tour';

/**
 * The tour (issue 15, point 5): few steps that take every transition, as walks from the start. Small
 * graphs drawn by hand, whose least number of steps is worked out below by hand, then the chart.
 */

/** Keys named by letters, S the start; each edge "from transition to" takes the transition it names. */
function drawn(picture: string): SettingGraph[] {
  const edges = picture.split(',').map((edge) => {
    const [from, transition, to] = edge.trim().split(' ');
    return [from, transition, to] as const;
  });
  const keys = [...new Set(['S', ...edges.flatMap(([from, , to]) => [from, to])])];
  const graph: ChartGraph = {
    startKey: 'S',
    start: ['S'],
    keys,
    edges: edges.map(([from, transition, to]) => ({ from, to, step: { event: { type: `user.${transition}` }, to: [to], transitions: [transition] } })),
    reach: new Map(),
    active: new Map(),
    inputReads: new Set(),
  };
  return [{ setting: CHART_SETTINGS[0], graph }];
}

/** Follows a path's steps along the graph's edges from the start: the keys it passes, or the step it cannot take. */
function walkOf(graph: ChartGraph, path: JourneyPath): string[] {
  const keys = [graph.startKey];
  for (const [i, step] of path.steps.entries()) {
    const edge = graph.edges.find((e) => e.from === keys[keys.length - 1] && e.step === step);
    if (!edge) throw new Error(`step ${i + 1} (${step.event.type}) is no edge from ${keys[keys.length - 1]}`);
    keys.push(edge.to);
  }
  return keys;
}

const stepsOf = (paths: readonly JourneyPath[]) => paths.reduce((n, p) => n + p.steps.length, 0);
const takenBy = (paths: readonly JourneyPath[]) => new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));

/** S a A, then A b B c C and A e E (an outcome page): A is left twice but entered once. */
const LEFT_TWICE = 'S a A, A b B, B c C, A e E';

describe('the tour on graphs drawn by hand', () => {
  it('two outcome pages behind one room: each ends a walk, so two walks of two steps', () => {
    const graphs = drawn('S a A, A b B, A c C');
    const { paths, figures } = planTour(journeyMachine, { graphs });
    expect(takenBy(paths)).toEqual(new Set(['a', 'b', 'c']));
    expect(paths).toHaveLength(2);
    expect(figures).toEqual({ steps: 4, transitions: 3 });
    for (const p of paths) expect(walkOf(graphs[0].graph, p)[0]).toBe('S');
  });

  it('a Back link makes a round: one walk takes it on its way (S a A next B back A done C)', () => {
    const graphs = drawn('S a A, A next B, B back A, A done C');
    const { paths, figures } = planTour(journeyMachine, { graphs });
    expect(paths).toHaveLength(1);
    expect(walkOf(graphs[0].graph, paths[0])).toEqual(['S', 'A', 'B', 'A', 'C']);
    expect(figures.steps).toBe(4);
  });

  it('a room left two ways is entered twice: the outcome page ends the second walk, not the first', () => {
    const graphs = drawn(LEFT_TWICE);
    const { paths, figures } = planTour(journeyMachine, { graphs });
    expect(takenBy(paths)).toEqual(new Set(['a', 'b', 'c', 'e']));
    expect(figures).toEqual({ steps: 5, transitions: 4 });
    expect(stepsOf(paths)).toBe(5);
  });

  it('a transition two keys can take is taken once, where it costs least', () => {
    // 'go' leaves A and A2 alike; taking it after a (S a A go B) and a2 alone is three steps.
    const graphs = drawn('S a A, S a2 A2, A go B, A2 go B');
    const { paths, figures } = planTour(journeyMachine, { graphs });
    expect(takenBy(paths)).toEqual(new Set(['a', 'a2', 'go']));
    expect(figures.steps).toBe(3);
  });

  it('takes only the transitions wanted, and none an event left out would need', () => {
    const wantsC = planTour(journeyMachine, { graphs: drawn(LEFT_TWICE), wants: (t) => t === 'c' });
    expect(wantsC.paths.map((p) => p.steps.map((s) => s.transitions[0]))).toEqual([['a', 'b', 'c']]);
    const withoutB = planTour(journeyMachine, { graphs: drawn(LEFT_TWICE), allowEvent: (e) => e.type !== 'user.b' });
    expect(takenBy(withoutB.paths)).toEqual(new Set(['a', 'e']));
    expect(withoutB.figures.steps).toBe(2);
  });
});

describe('the tour on the chart as configured', () => {
  const graphs = settingGraphs(journeyMachine, CHART_SETTINGS.slice(0, 1));
  const { graph } = graphs[0];
  const { paths, figures } = planTour(journeyMachine, { graphs });

  it('takes every transition the graph has, each path a walk along its edges from the start', () => {
    expect(takenBy(paths)).toEqual(new Set(graph.edges.flatMap((e) => e.step.transitions)));
    for (const p of paths) expect(() => walkOf(graph, p)).not.toThrow();
  });

  it('walks at most 3 steps per transition (issue 15, point 5), and its figures count what its paths walk', () => {
    expect(figures.steps).toBe(stepsOf(paths));
    expect(figures.transitions).toBe(takenBy(paths).size);
    expect(figures.steps).toBeLessThanOrEqual(3 * figures.transitions);
  });
});
