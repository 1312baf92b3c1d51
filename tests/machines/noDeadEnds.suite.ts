import { describe, expect, it } from 'vitest';
import { journeyMachine } from '../../machines/journey.machine';
import { settingGraphs } from '../../src/analysis/tour';
import type { ChartGraph, StepEvent } from '../../src/analysis/coverage';

/*
 * No dead ends, as a property of the chart (issue 34): from every snapshot an applicant can be in, under
 * every setting, some way leads home (a fresh start: the start page or the status enquiry) using only what
 * the applicant does and what the bank answers when it works. A failed call, a lost session or the
 * header's CLOSE (outside the chart) is not a way out: an applicant cannot choose it.
 */

/** A way out the applicant has: their own events, the bank's answers that succeed, the chart's timers. */
const applicantCan = (event: StepEvent) =>
  event.type.startsWith('user.') || event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.after.');

const HOME = ['journey.application.financeDetails.editing', 'journey.returning.welcome.entering'];

/** The keys of `graph` from which a home key is reached by `allowed` steps (a backward search). */
function waysHome(graph: ChartGraph, allowed: (event: StepEvent) => boolean): Set<string> {
  const into = new Map<string, string[]>();
  for (const { from, to, step } of graph.edges) {
    if (!allowed(step.event)) continue;
    into.set(to, [...(into.get(to) ?? []), from]);
  }
  const home = graph.keys.filter((key) => HOME.some((id) => graph.active.get(key)!.includes(id)));
  const reached = new Set(home);
  const queue = [...home];
  while (queue.length) {
    for (const from of into.get(queue.pop()!) ?? []) {
      if (reached.has(from)) continue;
      reached.add(from);
      queue.push(from);
    }
  }
  return reached;
}

const leavesOf = (graph: ChartGraph, key: string) => {
  const active = graph.active.get(key)!;
  return active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
};

describe('no dead ends in the chart', () => {
  it('has the home states it measures from', () => {
    const [{ graph }] = settingGraphs(journeyMachine);
    for (const id of HOME) expect([...graph.active.values()].some((ids) => ids.includes(id)), id).toBe(true);
  });

  it('leads home from every snapshot under every setting, by what the applicant does and the bank answers', () => {
    const trapped: string[] = [];
    for (const { setting, graph } of settingGraphs(journeyMachine)) {
      const home = waysHome(graph, applicantCan);
      for (const key of graph.keys) if (!home.has(key)) trapped.push(`${setting.name}: ${leavesOf(graph, key).join(', ')} ${key}`);
    }
    expect(trapped).toEqual([]);
  });

  it('counts a failed call as no way out: without the applicant\'s own events nothing leads home from the start page', () => {
    // The search is not vacuous: with the bank's answers alone the start page's form is no way home.
    const [{ graph }] = settingGraphs(journeyMachine);
    const home = waysHome(graph, (event) => event.type.startsWith('xstate.done.actor.'));
    expect(graph.keys.filter((key) => !home.has(key)).length).toBeGreaterThan(0);
  });
});
