import type { Highs } from 'highs';
import { distancesFrom, walksOver, type Indexed } from './postman';

/**
 * The tour's exact optimum as an integer program, solved by HiGHS: how many times to walk each edge of
 * each setting's graph (x ≥ 0, integer) so that every wanted transition is taken at least once, at the
 * fewest steps, and the edges split into walks from the start.
 *
 * Edges split into walks from the start exactly when every key but the start is entered at least as
 * often as it is left (a row per key) and every edge walked is reachable from the start over edges
 * walked. The second condition has too many rows to write out, so it is added lazily: solve, find the
 * walked edges the start does not reach, add a cut that forbids that, solve again.
 *
 * The cut, for a set S of keys without the start and a transition t: t is taken outside S, or S is
 * entered. (An edge that takes t inside S is walked only by a walk that enters S.) A part the start does
 * not reach is a closed round that takes some transition taken nowhere else (or it would be no optimum),
 * so the cut for that part and that transition is violated: the rounds cannot repeat a solution.
 */

export interface TourOptimum {
  /** Steps of the best tour found whose walks all start at the start (Infinity: none found). */
  steps: number;
  /** No such tour takes fewer steps. Equal to `steps` when the optimum is proven. */
  bound: number;
  proven: boolean;
  /** Copies of each edge per graph in the best tour found. */
  copies: Int32Array[];
  /** Integer programs solved (one per round of cuts). */
  rounds: number;
  cuts: number;
}

/** A cut: in graph `graph`, the keys S (the start not among them) and the transition t. */
interface Cut {
  graph: number;
  inside: Uint8Array;
  transition: string;
}

const column = (graph: number, edge: number) => `x${graph}_${edge}`;

/** Terms joined as LP text, a few to a line (the format limits a line's length). */
function sum(terms: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 8) lines.push(terms.slice(i, i + 8).join(' + '));
  return lines.join('\n + ');
}

/** The edges (graph, edge) that take each wanted transition, among edges the start reaches. */
function takers(graphs: readonly Indexed[], wanted: ReadonlySet<string>): Map<string, [number, number][]> {
  const by = new Map<string, [number, number][]>();
  graphs.forEach((g, i) => {
    const { d } = distancesFrom(g, [g.start]);
    g.steps.forEach((s, e) => {
      if (d[g.from[e]] < 0) return;
      for (const t of s.transitions) if (wanted.has(t)) by.set(t, [...(by.get(t) ?? []), [i, e]]);
    });
  });
  return by;
}

/** The integer program as CPLEX LP text: the steps, a row per wanted transition, per key, per cut. */
export function lpText(graphs: readonly Indexed[], wanted: ReadonlySet<string>, cuts: readonly Cut[] = []): string {
  const by = takers(graphs, wanted);
  const all = graphs.flatMap((g, i) => g.steps.map((_, e) => column(i, e)));
  const rows: string[] = [];
  [...by.keys()].forEach((t, n) => rows.push(` take${n}: ${sum(by.get(t)!.map(([i, e]) => column(i, e)))} >= 1`));
  graphs.forEach((g, i) => {
    for (let k = 0; k < g.keys; k++) {
      if (k === g.start || g.inStart[k] === g.inStart[k + 1]) continue;
      // A step that stays on its key (a round of one step) neither enters nor leaves it.
      const arrive = [...g.edgeInto.subarray(g.inStart[k], g.inStart[k + 1])].filter((e) => g.from[e] !== k).map((e) => column(i, e));
      const leave = [...g.edgeOf.subarray(g.outStart[k], g.outStart[k + 1])].filter((e) => g.to[e] !== k).map((e) => column(i, e));
      if (leave.length) rows.push(` keep${i}_${k}: ${sum(arrive)}\n - ${leave.join(' - ')} >= 0`);
    }
  });
  cuts.forEach((cut, n) => rows.push(` reach${n}: ${sum(cutTerms(graphs, by, cut))} >= 1`));
  return ['Minimize', ` steps: ${sum(all)}`, 'Subject To', ...rows, 'General', ...all.map((c) => ` ${c}`), 'End', ''].join('\n');
}

/** The columns of a cut: the edges that enter S, and those that take t outside S. */
function cutTerms(graphs: readonly Indexed[], by: Map<string, [number, number][]>, cut: Cut): string[] {
  const g = graphs[cut.graph];
  const terms = new Set<string>();
  g.steps.forEach((_, e) => {
    if (!cut.inside[g.from[e]] && cut.inside[g.to[e]]) terms.add(column(cut.graph, e));
  });
  for (const [i, e] of by.get(cut.transition) ?? []) if (i !== cut.graph || !cut.inside[graphs[i].from[e]]) terms.add(column(i, e));
  return [...terms];
}

/** Keys the start reaches over the edges walked (copies > 0). */
function reachedOver(g: Indexed, copies: Int32Array): Uint8Array {
  const reached = new Uint8Array(g.keys);
  reached[g.start] = 1;
  const stack = [g.start];
  while (stack.length) {
    const k = stack.pop()!;
    for (let i = g.outStart[k]; i < g.outStart[k + 1]; i++) {
      const e = g.edgeOf[i];
      if (copies[e] > 0 && !reached[g.to[e]]) {
        reached[g.to[e]] = 1;
        stack.push(g.to[e]);
      }
    }
  }
  return reached;
}

/**
 * Cuts the solution violates: for each part of the walked edges the start does not reach (and for all
 * of them at once), each transition taken there and nowhere else.
 */
export function violatedCuts(graphs: readonly Indexed[], copies: readonly Int32Array[]): Cut[] {
  const takenAt = new Map<string, number>();
  const cuts: Cut[] = [];
  graphs.forEach((g, i) => {
    const reached = reachedOver(g, copies[i]);
    g.steps.forEach((s, e) => {
      if (copies[i][e] > 0 && reached[g.from[e]]) for (const t of s.transitions) takenAt.set(t, -1);
    });
  });
  graphs.forEach((g, i) => {
    const reached = reachedOver(g, copies[i]);
    const part = Int32Array.from({ length: g.keys }, (_, k) => k);
    const find = (k: number): number => {
      while (part[k] !== k) k = part[k] = part[part[k]];
      return k;
    };
    const apart: number[] = [];
    g.steps.forEach((_, e) => {
      if (copies[i][e] > 0 && !reached[g.from[e]]) {
        part[find(g.from[e])] = find(g.to[e]);
        apart.push(e);
      }
    });
    if (!apart.length) return;
    const unreached = new Uint8Array(g.keys);
    const parts = new Map<number, Uint8Array>();
    for (const e of apart) {
      for (const k of [g.from[e], g.to[e]]) {
        unreached[k] = 1;
        const root = find(k);
        if (!parts.has(root)) parts.set(root, new Uint8Array(g.keys));
        parts.get(root)![k] = 1;
      }
    }
    const only = new Set<string>();
    for (const e of apart) for (const t of g.steps[e].transitions) if (!takenAt.has(t)) only.add(t);
    for (const inside of [unreached, ...(parts.size > 1 ? parts.values() : [])]) {
      for (const e of apart) {
        if (!inside[g.from[e]]) continue;
        for (const t of g.steps[e].transitions) if (only.has(t)) cuts.push({ graph: i, inside, transition: t });
      }
    }
  });
  return cuts.filter((c, n) => cuts.findIndex((d) => d.graph === c.graph && d.inside === c.inside && d.transition === c.transition) === n);
}

export interface OptimumOptions {
  /** Rounds of cuts before giving up on connectivity (each round one solve). */
  rounds?: number;
  /** Seconds each solve may take. */
  timeLimit?: number;
  /** Told each round's bound and the steps of the best tour so far (a long solve shows its progress). */
  onRound?: (round: number, bound: number, steps: number) => void;
}

/**
 * Solves the program, adding cuts until the walked edges are all reachable from the start. Each round's
 * optimum is a lower bound (the cuts only remove disconnected solutions); when the rounds run out, the
 * last solution's detached rounds are joined to the walks (postman.ts) for a tour, and the gap is shown.
 */
export function tourOptimum(highs: Highs, graphs: readonly Indexed[], wanted: ReadonlySet<string>, options: OptimumOptions = {}): TourOptimum {
  const cuts: Cut[] = [];
  const best: TourOptimum = { steps: Infinity, bound: 0, proven: false, copies: [], rounds: 0, cuts: 0 };
  for (let round = 1; round <= (options.rounds ?? 20); round++) {
    const solution = highs.solve(lpText(graphs, wanted, cuts), { mip_rel_gap: 0, output_flag: false, time_limit: options.timeLimit ?? 120 });
    // A solve stopped by its time limit proves nothing: the last round's bound stands.
    if (solution.Status === 'Time limit reached' && round > 1) break;
    if (solution.Status !== 'Optimal') throw new Error(`the tour's integer program: ${solution.Status}`);
    const bound = Math.round(solution.ObjectiveValue);
    const copies = graphs.map((g, i) => Int32Array.from(g.steps, (_, e) => Math.round(solution.Columns[column(i, e)]?.Primal ?? 0)));
    // The walks over this solution, its detached rounds joined to them: a tour, the best one kept.
    const joins = graphs.reduce((n, g, i) => n + walksOver(g, [], copies[i]).joins, 0);
    Object.assign(best, { bound, rounds: round, cuts: cuts.length }, bound + joins < best.steps ? { steps: bound + joins, copies } : {});
    options.onRound?.(round, bound, best.steps);
    const more = joins > 0 ? violatedCuts(graphs, copies) : [];
    if (!more.length) break;
    cuts.push(...more);
  }
  best.proven = best.steps === best.bound;
  return best;
}

/** The walks from the start over a solution's edges, per graph (detached rounds joined to them). */
export function optimumWalks(graphs: readonly Indexed[], copies: readonly Int32Array[]): number[][][] {
  return graphs.map((g, i) => walksOver(g, [], copies[i]).walks);
}
