import type { ChartModel } from '../analysis/chartModel';
import { coverageMark, type Coverage, type CoverageMark, type CoverageView } from './coverageOverlay';
import { ancestorIds } from './scope';

/** Coverage marks from the least covered up: a box or edge standing for several items takes the first any of them has. */
const COVERAGE: CoverageMark[] = ['uncovered', 'by-model', 'covered'];

const weakestOf = (marks: Iterable<string>): CoverageMark | undefined => {
  const all = new Set(marks);
  return COVERAGE.find((m) => all.has(m));
};

/**
 * The marks of an edge standing for several transitions: every mark any of them has, except that its
 * coverage is the least covered one's, so a merged edge with one transition never taken reads as not
 * covered.
 */
export function mergedMarks(lists: string[][]): string[] {
  const all = new Set(lists.flat());
  const weakest = weakestOf(all);
  return [...all].filter((m) => !COVERAGE.some((c) => c === m) || m === weakest);
}

/** What a state or a transition is on the page: current (active or taken), on the path, its coverage, selected. */
export interface Highlights {
  current: { ids: ReadonlySet<string>; mark: 'active' | 'taken' };
  onPath: ReadonlySet<string> | undefined;
  coverage: ((id: string) => CoverageMark) | null;
  selected: string | null | undefined;
}

/** The classes an item of the chart is drawn with, in the order the styles expect them. */
export function marksOf(id: string, h: Highlights): string[] {
  const m: string[] = [];
  if (h.current.ids.has(id)) m.push(h.current.mark);
  if (h.onPath?.has(id)) m.push('on-path');
  if (h.coverage) m.push(h.coverage(id));
  if (h.selected === id) m.push('selected');
  return m;
}

/** How much of what a closed box holds the runs reached: the same states and transitions its counts line counts. */
export interface HeldCoverage {
  states: number;
  statesTotal: number;
  transitions: number;
  transitionsTotal: number;
  /** The least covered of the box itself, the states below it and their transitions. */
  mark: CoverageMark;
}

export function heldCoverage(model: ChartModel, c: Coverage, view: CoverageView, id: string): HeldCoverage {
  const below = model.states.filter((s) => ancestorIds(model, s.id).includes(id)).map((s) => s.id);
  const sources = new Set([id, ...below]);
  const transitions = model.transitions.filter((t) => sources.has(t.source)).map((t) => t.id);
  const stateMarks = below.map((s) => coverageMark(c, view, 'states', s));
  const transitionMarks = transitions.map((t) => coverageMark(c, view, 'transitions', t));
  const covered = (marks: CoverageMark[]) => marks.filter((m) => m !== 'uncovered').length;
  return {
    states: covered(stateMarks),
    statesTotal: below.length,
    transitions: covered(transitionMarks),
    transitionsTotal: transitions.length,
    mark: weakestOf([coverageMark(c, view, 'states', id), ...stateMarks, ...transitionMarks]) ?? 'uncovered',
  };
}

export const heldCoverageText = (h: HeldCoverage) => `${h.states}/${h.statesTotal} states, ${h.transitions}/${h.transitionsTotal} transitions covered`;
