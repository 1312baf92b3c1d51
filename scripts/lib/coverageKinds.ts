import type { ChartModel } from '../../src/analysis/chartModel';
import type { ChartGraph } from '../../src/analysis/coverage';
import { allSpecSections, specOfState } from './pathTools';

/**
 * Coverage beyond states and transitions: both outcomes of each guard, pairs of consecutive
 * transitions, and the spec sections the states reached stand for.
 */

export interface Ratio {
  covered: number;
  total: number;
}

export interface GuardOutcomes {
  /** Guarded branches taken (their guard was true). */
  whenTrue: Ratio;
  /**
   * Guarded branches seen false: a later branch of the same event on the same state was taken, so
   * this one's guard was checked and refused. Branches with no later one are not counted: their
   * guard being false leaves no trace (the event is ignored).
   */
  whenFalse: Ratio;
  neverTrue: string[];
  neverFalse: string[];
}

/** The branch index of a transition id `<state> <event> #<i>`, and the id without it. */
const split = (id: string) => {
  const at = id.lastIndexOf(' #');
  return { head: id.slice(0, at), index: Number(id.slice(at + 2)) };
};

export function guardOutcomes(model: ChartModel, taken: ReadonlySet<string>): GuardOutcomes {
  const branches = new Map<string, number[]>();
  for (const t of model.transitions) {
    const { head, index } = split(t.id);
    branches.set(head, [...(branches.get(head) ?? []), index]);
  }
  const guarded = model.transitions.filter((t) => t.guard);
  const laterTaken = (id: string) => {
    const { head, index } = split(id);
    return (branches.get(head) ?? []).some((i) => i > index && taken.has(`${head} #${i}`));
  };
  const hasLater = (id: string) => {
    const { head, index } = split(id);
    return (branches.get(head) ?? []).some((i) => i > index);
  };
  const falsifiable = guarded.filter((t) => hasLater(t.id));
  const neverTrue = guarded.filter((t) => !taken.has(t.id)).map((t) => t.id);
  const neverFalse = falsifiable.filter((t) => !laterTaken(t.id)).map((t) => t.id);
  return {
    whenTrue: { covered: guarded.length - neverTrue.length, total: guarded.length },
    whenFalse: { covered: falsifiable.length - neverFalse.length, total: falsifiable.length },
    neverTrue,
    neverFalse,
  };
}

/** A pair of transitions, the second taken right after the first. */
export const pairId = (a: string, b: string): string => `${a} => ${b}`;

/** Pairs in a sequence of transitions taken one after the other. */
export const pairsOf = (sequence: readonly string[]): string[] => sequence.slice(1).map((t, i) => pairId(sequence[i], t));

/**
 * The pairs the chart allows: within a step, its transitions in order; across steps, the last
 * transition of a step into a snapshot and the first of each step out of it.
 */
export function possiblePairs(graphs: readonly ChartGraph[]): Set<string> {
  const pairs = new Set<string>();
  for (const g of graphs) {
    const firstOut = new Map<string, Set<string>>();
    for (const e of g.edges) {
      const first = e.step.transitions[0];
      if (!first) continue;
      const set = firstOut.get(e.from) ?? new Set<string>();
      set.add(first);
      firstOut.set(e.from, set);
      pairsOf(e.step.transitions).forEach((p) => pairs.add(p));
    }
    for (const e of g.edges) {
      const last = e.step.transitions[e.step.transitions.length - 1];
      for (const next of firstOut.get(e.to) ?? []) pairs.add(pairId(last, next));
    }
  }
  return pairs;
}

/** The sections of the spec the chart's states stand for, and those the states reached stand for. */
export function specCoverage(model: ChartModel, reachedStates: ReadonlySet<string>): Ratio & { missing: string[] } {
  const all = allSpecSections(model);
  const reached = new Set([...reachedStates].flatMap((s) => specOfState(model, s)));
  const missing = all.filter((s) => !reached.has(s));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export const ratio = (r: Ratio): string => `${r.covered}/${r.total}${r.total ? ` (${((100 * r.covered) / r.total).toFixed(1)}%)` : ''}`;
