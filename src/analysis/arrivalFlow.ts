import type { Indexed } from './postman';

/**
 * The fewest extra steps that let a multiset of required edges R split into walks from the start, as a
 * min-cost flow kept at its optimum while R changes one edge at a time (so a search can try many R).
 *
 * Every key but the start needs as many arrivals as departures or more. A key with departures to spare
 * over its arrivals draws the difference from a key with arrivals to spare, or from the start (a new
 * path), each unit at the cost of the shortest way between them. Arcs: the graph's edges (cost 1, no
 * limit), the source to the start (no limit), the source to each key (its spare arrivals) and each key to
 * the sink (the arrivals it lacks). Successive shortest paths (Bellman-Ford: the residual arcs back
 * cost -1) give the optimum; a unit change at one key is one more shortest path from or to the source.
 */
export class ArrivalFlow {
  /** Extra steps over R at the optimum. */
  cost = 0;
  private readonly g: Indexed;
  private readonly source: number;
  private readonly sink: number;
  private readonly arcFrom: Int32Array;
  private readonly arcTo: Int32Array;
  private readonly arcCost: Int8Array;
  private cap: Float64Array;
  private flow: Float64Array;
  private balance: Int32Array;
  /** Residual arcs leaving each node: arc a forwards is 2a, backwards 2a + 1. */
  private readonly outStart: Int32Array;
  private readonly residualOf: Int32Array;
  private readonly dist: Float64Array;
  private readonly reduced: Float64Array;
  private potential: Float64Array;
  private readonly via: Int32Array;

  constructor(g: Indexed, required: readonly number[]) {
    this.g = g;
    const n = g.keys;
    const m = g.steps.length;
    this.source = n;
    this.sink = n + 1;
    const arcs = m + 1 + 2 * n;
    this.arcFrom = new Int32Array(arcs);
    this.arcTo = new Int32Array(arcs);
    this.arcCost = new Int8Array(arcs);
    this.cap = new Float64Array(arcs);
    this.arcFrom.set(g.from);
    this.arcTo.set(g.to);
    this.arcCost.fill(1, 0, m);
    this.cap.fill(Infinity, 0, m + 1);
    this.arcFrom[m] = this.source;
    this.arcTo[m] = g.start;
    for (let k = 0; k < n; k++) {
      this.arcFrom[this.supplyArc(k)] = this.source;
      this.arcTo[this.supplyArc(k)] = k;
      this.arcFrom[this.demandArc(k)] = k;
      this.arcTo[this.demandArc(k)] = this.sink;
    }
    this.flow = new Float64Array(arcs);
    this.balance = new Int32Array(n);
    const counts = new Int32Array(n + 3);
    for (let a = 0; a < arcs; a++) {
      counts[this.arcFrom[a] + 1]++;
      counts[this.arcTo[a] + 1]++;
    }
    for (let k = 0; k < n + 2; k++) counts[k + 1] += counts[k];
    this.outStart = counts.slice(0, n + 3);
    this.residualOf = new Int32Array(2 * arcs);
    const fill = counts.slice(0, n + 2);
    for (let a = 0; a < arcs; a++) {
      this.residualOf[fill[this.arcFrom[a]]++] = 2 * a;
      this.residualOf[fill[this.arcTo[a]]++] = 2 * a + 1;
    }
    this.dist = new Float64Array(n + 2);
    this.reduced = new Float64Array(n + 2);
    this.potential = new Float64Array(n + 2);
    this.via = new Int32Array(n + 2);
    this.solve(required);
  }

  /** Takes one more copy of edge e into R. */
  add(e: number): void {
    this.shift(this.g.to[e], 1);
    this.shift(this.g.from[e], -1);
  }

  /** Takes one copy of edge e out of R. */
  remove(e: number): void {
    this.shift(this.g.from[e], 1);
    this.shift(this.g.to[e], -1);
  }

  /** Extra copies of each edge at the optimum. */
  extra(): Int32Array {
    return Int32Array.from(this.flow.subarray(0, this.g.steps.length));
  }

  save(): { cap: Float64Array; flow: Float64Array; balance: Int32Array; potential: Float64Array; cost: number } {
    return { cap: this.cap.slice(), flow: this.flow.slice(), balance: this.balance.slice(), potential: this.potential.slice(), cost: this.cost };
  }

  restore(s: ReturnType<ArrivalFlow['save']>): void {
    this.cap = s.cap.slice();
    this.flow = s.flow.slice();
    this.balance = s.balance.slice();
    this.potential = s.potential.slice();
    this.cost = s.cost;
  }

  /** Successive shortest paths from the source for all of R at once, each path carrying what it can. */
  private solve(required: readonly number[]): void {
    for (const e of required) {
      this.balance[this.g.to[e]]++;
      this.balance[this.g.from[e]]--;
    }
    let demand = 0;
    for (let k = 0; k < this.g.keys; k++) {
      if (k === this.g.start) continue;
      if (this.balance[k] > 0) this.cap[this.supplyArc(k)] = this.balance[k];
      if (this.balance[k] < 0) this.cap[this.demandArc(k)] = -this.balance[k];
      demand += Math.max(0, -this.balance[k]);
    }
    while (demand > 0) {
      this.shortest(this.source, this.sink);
      if (this.dist[this.sink] === Infinity) throw new Error('a required edge starts at a key the start cannot reach');
      let units = demand;
      for (let k = this.sink; k !== this.source; k = this.tail(this.via[k])) units = Math.min(units, this.residual(this.via[k]));
      this.cost += units * this.dist[this.sink];
      for (let k = this.sink; k !== this.source; k = this.tail(this.via[k])) this.flow[this.via[k] >> 1] += this.via[k] & 1 ? -units : units;
      demand -= units;
    }
  }

  private tail(r: number): number {
    return r & 1 ? this.arcTo[r >> 1] : this.arcFrom[r >> 1];
  }

  private residual(r: number): number {
    return r & 1 ? this.flow[r >> 1] : this.cap[r >> 1] - this.flow[r >> 1];
  }

  private supplyArc(k: number): number {
    return this.g.steps.length + 1 + k;
  }

  private demandArc(k: number): number {
    return this.g.steps.length + 1 + this.g.keys + k;
  }

  /** One arrival more (+1) or less (-1) at key k, and the flow back at its optimum. */
  private shift(k: number, by: 1 | -1): void {
    if (k === this.g.start) return;
    const before = this.balance[k];
    this.balance[k] += by;
    const supply = this.supplyArc(k);
    const demand = this.demandArc(k);
    if (by === 1 && before < 0) {
      // One arrival less needed: the unit that came for it goes back to the source the cheapest way.
      this.cap[demand]--;
      this.flow[demand]--;
      this.cost += this.push(k, this.source, false);
    } else if (by === 1) {
      // One arrival to spare: used if it replaces a dearer one.
      this.cap[supply]++;
      this.shortest(k, this.source);
      if (this.dist[this.source] < 0) {
        this.flow[supply]++;
        this.cost += this.push(k, this.source, true);
      }
    } else if (before > 0) {
      this.cap[supply]--;
      if (this.flow[supply] > this.cap[supply]) {
        // A spare arrival that was in use is gone: its unit comes from elsewhere.
        this.flow[supply]--;
        this.cost += this.push(this.source, k, false);
      }
    } else {
      this.cap[demand]++;
      this.flow[demand]++;
      this.cost += this.push(this.source, k, false);
    }
  }

  /** Sends one unit along the shortest residual path from `from` to `to`; its cost. */
  private push(from: number, to: number, searched: boolean): number {
    if (!searched) this.shortest(from, to);
    const cost = this.dist[to];
    if (cost === Infinity) throw new Error('a required edge starts at a key the start cannot reach');
    for (let k = to; k !== from; k = this.tail(this.via[k])) this.flow[this.via[k] >> 1] += this.via[k] & 1 ? -1 : 1;
    return cost;
  }

  /**
   * Dijkstra over the residual arcs from one node to another, on costs reduced by the potentials (never
   * negative while the flow is at its optimum), then the potentials moved by the distances found. Only the
   * target's `dist` is read: the search stops once the target is settled, and every node not settled by
   * then moves by the target's distance, which keeps every reduced cost at least zero (a node's distance,
   * capped at the target's, cannot fall by more than an arc's reduced cost along that arc).
   */
  private shortest(origin: number, target: number): void {
    const { reduced, via, outStart, residualOf, arcFrom, arcTo, arcCost, cap, flow, potential } = this;
    reduced.fill(Infinity);
    via.fill(-1);
    const done = new Uint8Array(reduced.length);
    const heap = new MinHeap();
    reduced[origin] = 0;
    heap.push(0, origin);
    let far = 0;
    while (heap.size) {
      const k = heap.pop();
      if (done[k]) continue;
      done[k] = 1;
      far = reduced[k];
      if (k === target) break;
      for (let i = outStart[k]; i < outStart[k + 1]; i++) {
        const r = residualOf[i];
        const a = r >> 1;
        const back = r & 1;
        if ((back ? flow[a] : cap[a] - flow[a]) <= 0) continue;
        const t = back ? arcFrom[a] : arcTo[a];
        if (done[t]) continue;
        const c = reduced[k] + (back ? -arcCost[a] : arcCost[a]) + potential[k] - potential[t];
        if (c >= reduced[t]) continue;
        reduced[t] = c;
        via[t] = r;
        heap.push(c, t);
      }
    }
    this.dist[target] = reduced[target] - potential[origin] + potential[target];
    // Nodes the search did not settle move as far as the furthest it settled (the target's distance when
    // it stopped there), and, when the target was not reached, far enough that a new arc from the source to
    // the origin keeps a reduced cost of at least zero.
    const beyond = done[target] ? far : Math.max(far, potential[origin] - potential[this.source]);
    for (let k = 0; k < reduced.length; k++) potential[k] += done[k] ? reduced[k] : beyond;
  }
}

/** A binary heap of nodes by cost (a node may sit in it more than once: the cheapest comes out first). */
class MinHeap {
  private costs: number[] = [];
  private nodes: number[] = [];

  get size(): number {
    return this.nodes.length;
  }

  push(cost: number, node: number): void {
    const { costs, nodes } = this;
    let i = nodes.length;
    costs.push(cost);
    nodes.push(node);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (costs[up] <= cost) break;
      costs[i] = costs[up];
      nodes[i] = nodes[up];
      i = up;
    }
    costs[i] = cost;
    nodes[i] = node;
  }

  pop(): number {
    const { costs, nodes } = this;
    const top = nodes[0];
    const cost = costs.pop() ?? 0;
    const node = nodes.pop() ?? 0;
    const n = nodes.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && costs[child + 1] < costs[child]) child++;
      if (costs[child] >= cost) break;
      costs[i] = costs[child];
      nodes[i] = nodes[child];
      i = child;
    }
    costs[i] = cost;
    nodes[i] = node;
    return top;
  }
}
