import type { ChartGraph, PathStep, StepEvent } from './coverage';

/**
 * The tour as an optimisation problem, a directed rural postman with open paths from one root: pick
 * for each wanted transition an edge that takes it (the required edges R), add the fewest extra steps
 * so that R splits into walks from the start, and split it with Hierholzer's algorithm.
 *
 * A set of walks from the start exists over a multigraph exactly when every key but the start has at
 * least as many arrivals as departures and every edge is reachable from the start. The fewest extra
 * steps for the first condition is a min-cost flow (arrivalFlow.ts); this file holds the graph's
 * index, its searches and the split into walks.
 */

/** The graph with numbered keys and edges in flat arrays: a search per step stays cheap. */
export interface Indexed {
  steps: PathStep[];
  from: Int32Array;
  to: Int32Array;
  /** Out-edges of key k: edgeOf[outStart[k] .. outStart[k + 1]). */
  outStart: Int32Array;
  edgeOf: Int32Array;
  /** In-edges of key k: edgeInto[inStart[k] .. inStart[k + 1]). */
  inStart: Int32Array;
  edgeInto: Int32Array;
  start: number;
  keys: number;
}

export function indexed(graph: ChartGraph, allowEvent: (e: StepEvent) => boolean): Indexed {
  const id = new Map(graph.keys.map((k, i) => [k, i]));
  const edges = graph.edges.filter((e) => id.has(e.from) && id.has(e.to) && allowEvent(e.step.event));
  const n = graph.keys.length;
  const from = Int32Array.from(edges, (e) => id.get(e.from) ?? 0);
  const to = Int32Array.from(edges, (e) => id.get(e.to) ?? 0);
  const [outStart, edgeOf] = bucketed(from, n);
  const [inStart, edgeInto] = bucketed(to, n);
  return { steps: edges.map((e) => e.step), from, to, outStart, edgeOf, inStart, edgeInto, start: id.get(graph.startKey) ?? 0, keys: n };
}

/** Edge numbers grouped by the key `at` gives each: the group of key k is edges[starts[k] .. starts[k + 1]). */
function bucketed(at: Int32Array, n: number): [Int32Array, Int32Array] {
  const starts = new Int32Array(n + 1);
  for (const k of at) starts[k + 1]++;
  for (let k = 0; k < n; k++) starts[k + 1] += starts[k];
  const fill = starts.slice(0, n);
  const edges = new Int32Array(at.length);
  at.forEach((k, e) => (edges[fill[k]++] = e));
  return [starts, edges];
}

/** Breadth-first distances from some keys (-1: unreachable) and the edge that reached each key. */
export function distancesFrom(g: Indexed, origins: readonly number[]): { d: Int32Array; via: Int32Array } {
  return search(g, origins, g.outStart, g.edgeOf, g.to);
}

/** Breadth-first distances to a key (-1: cannot reach it) and the edge each key leaves by on its way there. */
function distancesTo(g: Indexed, target: number): { d: Int32Array; via: Int32Array } {
  return search(g, [target], g.inStart, g.edgeInto, g.from);
}

function search(g: Indexed, origins: readonly number[], starts: Int32Array, edgesAt: Int32Array, across: Int32Array) {
  const d = new Int32Array(g.keys).fill(-1);
  const via = new Int32Array(g.keys).fill(-1);
  const queue = new Int32Array(g.keys);
  let tail = 0;
  for (const o of origins) {
    if (d[o] >= 0) continue;
    d[o] = 0;
    queue[tail++] = o;
  }
  for (let head = 0; head < tail; head++) {
    const k = queue[head];
    for (let i = starts[k]; i < starts[k + 1]; i++) {
      const e = edgesAt[i];
      const t = across[e];
      if (d[t] >= 0) continue;
      d[t] = d[k] + 1;
      via[t] = e;
      queue[tail++] = t;
    }
  }
  return { d, via };
}

/** Arrivals minus departures of each key over a multiset of edges. */
function balanceOf(g: Indexed, edges: Iterable<number>): Int32Array {
  const b = new Int32Array(g.keys);
  for (const e of edges) {
    b[g.to[e]]++;
    b[g.from[e]]--;
  }
  return b;
}

/**
 * The walks from the start over R and the flow's extra edges. A part the start cannot reach (a closed
 * round of required edges that no path passes) is joined by the shortest way from the start or from a
 * path's end, whichever is nearer; those steps are what the walks take beyond the flow's optimum.
 */
export function walksOver(g: Indexed, required: readonly number[], extra: Int32Array): { walks: number[][]; joins: number } {
  const edges = [...required];
  extra.forEach((copies, e) => {
    for (let c = 0; c < copies; c++) edges.push(e);
  });
  const parent = Int32Array.from({ length: g.keys }, (_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) k = parent[k] = parent[parent[k]];
    return k;
  };
  const join = (a: number, b: number) => (parent[find(a)] = find(b));
  const used = new Uint8Array(g.keys);
  used[g.start] = 1;
  for (const e of edges) {
    join(g.from[e], g.to[e]);
    used[g.from[e]] = used[g.to[e]] = 1;
  }
  let balance = balanceOf(g, edges);
  const ends = () => [...balance.keys()].filter((k) => k !== g.start && balance[k] > 0);
  // A path's end is tied to the start by the split below: its part is the start's.
  for (const k of ends()) join(k, g.start);
  const walk = (way: number[]) => {
    for (const e of way) {
      edges.push(e);
      used[g.from[e]] = used[g.to[e]] = 1;
      join(g.from[e], g.start);
      join(g.to[e], g.start);
    }
  };
  let joins = 0;
  for (;;) {
    const apart = (k: number) => used[k] === 1 && find(k) !== find(g.start);
    const { d, via } = distancesFrom(g, [g.start, ...ends()]);
    let target = -1;
    for (let k = 0; k < g.keys; k++) if (apart(k) && d[k] >= 0 && (target < 0 || d[k] < d[target])) target = k;
    if (target < 0) break;
    let way: number[] = [];
    for (let k = target; via[k] >= 0; k = g.from[via[k]]) way.unshift(via[k]);
    // A round trip from a key a path already passes costs no new path end: taken when it is shorter.
    const part = find(target);
    for (let y = 0; y < g.keys; y++) {
      if (!apart(y) || find(y) !== part) continue;
      const out = distancesFrom(g, [y]);
      const back = distancesTo(g, y);
      let x = -1;
      for (let k = 0; k < g.keys; k++) {
        if (!used[k] || apart(k) || out.d[k] < 0 || back.d[k] < 0) continue;
        if (x < 0 || out.d[k] + back.d[k] < out.d[x] + back.d[x]) x = k;
      }
      if (x < 0 || out.d[x] + back.d[x] >= way.length) continue;
      way = [];
      for (let k = x; back.via[k] >= 0; k = g.to[back.via[k]]) way.push(back.via[k]);
      const home: number[] = [];
      for (let k = x; out.via[k] >= 0; k = g.from[out.via[k]]) home.unshift(out.via[k]);
      way.push(...home);
    }
    walk(way);
    joins += way.length;
    join(target, g.start);
    balance = balanceOf(g, edges);
    for (const k of ends()) join(k, g.start);
  }
  return { walks: splitFromStart(g, edges, balance), joins };
}

/** Hierholzer's algorithm with each path's end tied back to the start: the circuit, cut at those ties. */
function splitFromStart(g: Indexed, edges: readonly number[], balance: Int32Array): number[][] {
  const tie = -1;
  const out: number[][] = Array.from({ length: g.keys }, () => []);
  edges.forEach((e) => out[g.from[e]].push(e));
  for (let k = 0; k < g.keys; k++) for (let c = 0; k !== g.start && c < balance[k]; c++) out[k].push(tie);
  const next = new Int32Array(g.keys);
  const circuit: number[] = [];
  const stack: { key: number; edge: number }[] = [{ key: g.start, edge: tie }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (next[top.key] < out[top.key].length) {
      const e = out[top.key][next[top.key]++];
      stack.push({ key: e === tie ? g.start : g.to[e], edge: e });
    } else {
      stack.pop();
      if (stack.length) circuit.push(top.edge);
    }
  }
  circuit.reverse();
  const walks: number[][] = [[]];
  for (const e of circuit) {
    if (e === tie) walks.push([]);
    else walks[walks.length - 1].push(e);
  }
  return walks.filter((w) => w.length > 0);
}

/**
 * The same walks, reordered so that each takes as many transitions no earlier walk took as it can: two
 * walks through the same key may swap what follows it (the edges, the starts and the ends stay the
 * same), and a walk takes the other's rest when that rest brings more, and any round the other makes from
 * a key this one passes back to it. The first walks a tester reads then cover the most.
 */
export function concentrated(g: Indexed, walks: readonly number[][]): number[][] {
  const left = walks.map((w) => [...w]);
  const taken = new Set<string>();
  const out: number[][] = [];
  const keyAt = (w: number[], i: number) => (i < w.length ? g.from[w[i]] : g.to[w[w.length - 1]]);
  const fresh = (edges: number[], seen: Set<string>) => {
    const mine = new Set<string>();
    for (const e of edges) for (const t of g.steps[e].transitions) if (!seen.has(t)) mine.add(t);
    return mine.size;
  };
  while (left.length) {
    let at = 0;
    left.forEach((w, i) => {
      if (fresh(w, taken) > fresh(left[at], taken)) at = i;
    });
    const [walk] = left.splice(at, 1);
    for (let swapped = true; swapped; ) {
      swapped = false;
      const seen = new Set(taken);
      for (let i = 1; i <= walk.length && !swapped; i++) {
        g.steps[walk[i - 1]].transitions.forEach((t) => seen.add(t));
        const mine = fresh(walk.slice(i), seen);
        const x = keyAt(walk, i);
        for (const other of left) {
          for (let j = 1; j <= other.length; j++) {
            if (keyAt(other, j) !== x || fresh(other.slice(j), seen) <= mine) continue;
            const rest = walk.splice(i, walk.length - i, ...other.slice(j));
            other.splice(j, other.length - j, ...rest);
            swapped = true;
            break;
          }
          if (swapped) break;
        }
      }
    }
    // A round another walk makes from a key this one passes, and back to it, moves into this one.
    for (let moved = true; moved; ) {
      moved = false;
      const seen = new Set(taken);
      walk.forEach((e) => g.steps[e].transitions.forEach((t) => seen.add(t)));
      const where = new Map<number, number>();
      for (let i = walk.length; i >= 0; i--) where.set(keyAt(walk, i), i);
      for (const other of left) {
        for (let j = 0; j < other.length && !moved; j++) {
          const i = where.get(keyAt(other, j));
          if (i === undefined) continue;
          for (let k = j + 1; k <= other.length; k++) {
            if (keyAt(other, k) !== keyAt(other, j) || fresh(other.slice(j, k), seen) === 0) continue;
            walk.splice(i, 0, ...other.splice(j, k - j));
            moved = true;
            break;
          }
        }
        if (moved) break;
      }
    }
    walk.forEach((e) => g.steps[e].transitions.forEach((t) => taken.add(t)));
    out.push(walk);
  }
  return out.filter((w) => w.length > 0);
}
