import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { journeyActors } from '../../machines/actors';
import { ROUTE_NAMES, routeOf } from '../../machines/routes';
import { generatePaths, leafIds, type JourneyPath } from '../../machines/analysis/coverage';
import { COVERAGE_DIR } from '../../e2e/support/coverage';
import { stateExpectations } from './stateExpectations';

const report = generatePaths(journeyMachine);

/** Actors that never settle: the path itself delivers their done/error events, as traversal did. */
const pending = Object.fromEntries(
  Object.keys(journeyActors).map((k) => [k, fromPromise(() => new Promise<never>(() => undefined))]),
) as unknown as typeof journeyActors;

const delays = journeyMachine.implementations.delays as Record<string, number>;

function run(path: JourneyPath, seen: { states: Set<string>; transitions: Set<string> }) {
  const clock = new SimulatedClock();
  const actor = createActor(journeyMachine.provide({ actors: pending }), { clock });
  actor.start();
  const check = (snap: AnyMachineSnapshot) => {
    for (const node of snap._nodes) {
      seen.states.add(node.id);
      const expectation = stateExpectations[node.id];
      expect(expectation, `no expectation for state ${node.id}`).toBeTypeOf('function');
      expectation(snap as never);
    }
    expect(ROUTE_NAMES).toContain(routeOf(snap));
    if (snap.hasTag('busy')) expect(Object.keys(snap.children).length, `busy state ${JSON.stringify(snap.value)} runs an actor`).toBeGreaterThan(0);
  };
  expect(leafIds(actor.getSnapshot())).toEqual(path.start);
  check(actor.getSnapshot());
  for (const step of path.steps) {
    if (step.event.type.startsWith('xstate.after.')) {
      // Delays run on the simulated clock: the chart's own timer must fire, not an injected event.
      const delayName = step.event.type.split('.')[2];
      clock.increment(delays[delayName]);
    } else {
      actor.send(step.event as never);
    }
    const snap = actor.getSnapshot();
    expect(leafIds(snap), `after ${step.event.type}`).toEqual(step.to);
    step.transitions.forEach((t) => seen.transitions.add(t));
    check(snap);
  }
  actor.stop();
}

describe('journey chart, model-based', () => {
  const seen = { states: new Set<string>(), transitions: new Set<string>() };

  it('names exactly the states the expectations map names', () => {
    expect(Object.keys(stateExpectations).sort()).toEqual([...report.states].sort());
  });

  it('reaches every state and covers every transition', () => {
    expect(report.unreachableStates).toEqual([]);
    expect(report.uncoveredTransitions).toEqual([]);
  });

  it.each(report.paths.map((p) => [p.covers, p] as const))('path covering %s', (_name, path) => {
    run(path, seen);
  });

  afterAll(() => {
    // Coverage from this run, in the format the e2e runs use: `npm run paths -- --coverage` and the explorer read it.
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(
      join(COVERAGE_DIR, 'model.json'),
      JSON.stringify({ run: 'model', kind: 'model', at: new Date().toISOString(), states: [...seen.states].sort(), transitions: [...seen.transitions].sort() }, null, 2),
    );
    const steps = report.paths.reduce((n, p) => n + p.steps.length, 0);
    // Printed for the record: the figures the issue notes quote.
    console.log(
      `model-based: states ${seen.states.size}/${report.states.length}, transitions ${seen.transitions.size}/${report.transitions.length}, paths ${report.paths.length}, steps ${steps}`,
    );
    expect(seen.states.size).toBe(report.states.length);
    expect(seen.transitions.size).toBe(report.transitions.length);
  });
});
