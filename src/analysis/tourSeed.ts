import { distancesFrom, type Indexed } from './postman';

/**
 * A path that must end walks this many steps at most to end on a dead end still wanted: a path ends
 * anyway, so ending it on an outcome page the tour must show costs only those steps.
 */
const DEAD_END_REACH = 3;

/**
 * Greedy walks (edge numbers) over one setting's graph until every wanted transition it can take is
 * taken: the first choice of the edges the tour must take. Edges into a dead end (an outcome page whose
 * only way on is a fresh start) end a path, so they are kept for the moment a path would end anyway:
 * when the next wanted transition is nearer from the start than from here.
 */
export function greedyWalks(g: Indexed, startLeaves: string, wanted: Set<string>): number[][] {
  const dead = new Uint8Array(g.keys);
  for (let k = 0; k < g.keys; k++) {
    let onlyRestart = true;
    for (let i = g.outStart[k]; i < g.outStart[k + 1] && onlyRestart; i++) onlyRestart = g.steps[g.edgeOf[i]].to.join() === startLeaves;
    dead[k] = onlyRestart ? 1 : 0;
  }
  const gain = (e: number) => g.steps[e].transitions.filter((t) => wanted.has(t)).length;
  const fromStart = distancesFrom(g, [g.start]);
  /** Edges that still take a wanted transition: the only ones the search looks at. */
  let open = [...g.steps.keys()].filter((e) => gain(e) > 0);

  /** The cheapest edge that takes a wanted transition, as seen from `dist`; ties go to the larger gain. */
  const nearest = (dist: Int32Array, ending: boolean) => {
    let best: { edge: number; cost: number; gain: number } | null = null;
    for (const e of open) {
      const at = dist[g.from[e]];
      if (at < 0 || (dead[g.to[e]] === 1) !== ending) continue;
      const cost = at + 1;
      if (best && cost > best.cost) continue;
      const n = gain(e);
      if (n && (!best || cost < best.cost || n > best.gain)) best = { edge: e, cost, gain: n };
    }
    return best;
  };

  const walks: number[][] = [];
  let edges: number[] = [];
  let at = g.start;
  let here = fromStart;
  const take = (e: number) => {
    edges.push(e);
    g.steps[e].transitions.forEach((t) => wanted.delete(t));
  };
  const go = (edge: number) => {
    const way: number[] = [];
    for (let e = here.via[g.from[edge]]; e >= 0; e = here.via[g.from[e]]) way.unshift(e);
    way.forEach(take);
    take(edge);
    open = open.filter((e) => gain(e) > 0);
    at = g.to[edge];
    here = distancesFrom(g, [at]);
  };
  const close = () => {
    if (edges.length) walks.push(edges);
    edges = [];
    at = g.start;
    here = fromStart;
  };
  for (;;) {
    const onward = nearest(here.d, false);
    const anew = at === g.start ? null : nearest(fromStart.d, false);
    if (onward && !(anew && anew.cost < onward.cost)) {
      go(onward.edge);
      continue;
    }
    // The path ends here: on the nearest dead end still wanted, if there is one close by.
    const end = nearest(here.d, true);
    const endAnew = nearest(fromStart.d, true);
    if (end && (at === g.start || !anew || end.cost <= DEAD_END_REACH)) go(end.edge);
    else if (!anew && !endAnew) break;
    close();
  }
  close();
  return walks;
}
