import { beforeAll, describe, expect, it } from 'vitest';
import type { Highs } from 'highs';
import type { ChartGraph } from '../../src/analysis/coverage';
import { indexed, type Indexed } from '../../src/analysis/postman';
import { lpText, optimumWalks, tourOptimum } from '../../src/analysis/tourOptimum';

/**
 * The tour's exact optimum (issue 15, point 5: the smallest set of walks that takes every transition).
 * Small graphs drawn by hand; the least number of steps of each is worked out by hand in its test.
 */

/** Keys named by letters, S the start; each edge "from transition to" takes the transition it names. */
function drawn(picture: string): Indexed {
  const edges = picture.split(',').map((edge) => {
    const [from, transition, to] = edge.trim().split(' ');
    return { from, to, step: { event: { type: `user.${transition}` }, to: [to], transitions: [transition] } };
  });
  const keys = [...new Set(['S', ...edges.flatMap((e) => [e.from, e.to])])];
  const graph: ChartGraph = { startKey: 'S', start: ['S'], keys, edges, reach: new Map(), active: new Map(), inputReads: new Set() };
  return indexed(graph, () => true);
}

/** The walks of a solution as the transitions they take, in order. */
const walked = (g: Indexed, walks: number[][]) => walks.map((w) => w.map((e) => g.steps[e].transitions[0]).join(' '));

let highs: Highs;
beforeAll(async () => {
  highs = await (await import('highs')).default();
});

describe("the tour's optimum on graphs drawn by hand", () => {
  it('two outcome pages behind one room: each ends a walk, so 2 + 2 = 4 steps', () => {
    const g = drawn('S a A, A b B, A c C');
    const best = tourOptimum(highs, [g], new Set(['a', 'b', 'c']));
    expect(best).toMatchObject({ steps: 4, bound: 4, proven: true });
    expect(walked(g, optimumWalks([g], best.copies)[0]).sort()).toEqual(['a b', 'a c']);
  });

  it('a Back link is a round a walk takes on its way: S a A next B back A done C, 4 steps in one walk', () => {
    const g = drawn('S a A, A next B, B back A, A done C');
    const best = tourOptimum(highs, [g], new Set(['a', 'next', 'back', 'done']));
    expect(best).toMatchObject({ steps: 4, proven: true });
    expect(walked(g, optimumWalks([g], best.copies)[0])).toEqual(['a next back done']);
  });

  it('a round the start does not reach is cheaper, and the cut rules it out', () => {
    // Wanted: a and r. Without connectivity: S a A (1 step) and the round X r Y back X (2 steps) = 3.
    // A walk must reach X first, 3 steps from S: S a A go P on X r Y takes both in 4 steps, and that
    // is the least (r is 4 steps from S). So the optimum is 4, and the first solve, with no cut, gives 3.
    const g = drawn('S a A, A go P, P on X, X r Y, Y back X');
    const wanted = new Set(['a', 'r']);
    const first = tourOptimum(highs, [g], wanted, { rounds: 1 });
    expect(first).toMatchObject({ bound: 3, proven: false });
    // The detached round joined to the walk's end by A go P on X: 3 + 2 = 5 steps, a gap of 2.
    expect(first.steps).toBe(5);
    const best = tourOptimum(highs, [g], wanted);
    expect(best).toMatchObject({ steps: 4, bound: 4, proven: true });
    expect(best.rounds).toBe(2);
    expect(walked(g, optimumWalks([g], best.copies)[0])).toEqual(['a go on r']);
  });

  it('a transition two settings can take is taken where the walk is shortest (mixed settings)', () => {
    // z only under the second setting: as configured takes a (1 step), the other z (S a A z Z, 2
    // steps): 3 in all. Mixed, one walk under the second setting takes both: 2 steps.
    const configured = drawn('S a A');
    const other = drawn('S a A, A z Z');
    const graphs = [configured, other];
    const mixed = tourOptimum(highs, graphs, new Set(['a', 'z']));
    expect(mixed).toMatchObject({ steps: 2, proven: true });
    expect(optimumWalks(graphs, mixed.copies).map((walks, i) => walked(graphs[i], walks))).toEqual([[], ['a z']]);
  });

  it('writes one row per wanted transition and one per key a step leaves, in CPLEX LP text', () => {
    const text = lpText([drawn('S a A, A b B, B back A')], new Set(['a', 'b']));
    expect(text).toMatch(/^Minimize\n steps: x0_0 \+ x0_1 \+ x0_2\nSubject To\n/);
    expect(text).toContain(' take0: x0_0 >= 1');
    expect(text).toContain(' take1: x0_1 >= 1');
    // A is entered from S and from B, and left for B; B is entered from A and left for A.
    expect(text).toContain(' keep0_1: x0_0 + x0_2\n - x0_1 >= 0');
    expect(text).toContain(' keep0_2: x0_1\n - x0_2 >= 0');
    expect(text).toMatch(/General\n x0_0\n x0_1\n x0_2\nEnd\n$/);
  });
});
