import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { journeyMachine, type JourneyMachine } from '../../machines/journey.machine';
import { ROUTE_NAMES, routeOf } from '../../machines/routes';
import { leafIds, type JourneyPath } from '../../machines/analysis/coverage';
import { chartModel } from '../../machines/chartModel';
import { settingGraphs, transitionTour } from '../../machines/analysis/tour';
import { allStateNodes } from '../../machines/stateNodes';
import { COVERAGE_DIR } from '../../e2e/support/coverage';
import { CHART_SETTINGS, type ChartSetting } from '../../machines/analysis/settings';
import type { JourneyInput } from '../../machines/types';
import { stateExpectations } from './stateExpectations';
import { JourneyLog } from './oracles/journeyLog';
import { pendingActors } from './oracles/drive';
import { expectedFormMove } from './oracles/formOrder';
import { otpNotice, otpTries } from './oracles/bankCalls';
import { REQUIRED_MOVES, moveName } from './oracles/requiredMoves';
import { assertInvariants } from './invariants';

/** Every state and transition the chart declares: what the tour's walk must reach and take. */
const chart = chartModel(journeyMachine);
const report = { states: chart.states.map((s) => s.id), transitions: chart.transitions };
/**
 * The transition tour over every setting (machines/analysis/tour.ts): each path starts a fresh journey
 * under its setting, and together they take every transition of the chart.
 */
const tour = transitionTour(journeyMachine);
const settingOf = (name: string | undefined): ChartSetting => CHART_SETTINGS.find((s) => s.name === name) ?? CHART_SETTINGS[0];


const delays = journeyMachine.implementations.delays as Record<string, number>;

/** `moves`: the page-to-page moves made (requiredMoves.ts names those the spec asks for). */
type Seen = { states: Set<string>; transitions: Set<string>; moves: Set<string> };

/** What Back keeps (spec 2, 2.3: Back returns to the step before with what was entered and saved). */
const KEPT_ON_BACK = ['financing', 'company', 'persons', 'accounts', 'property', 'referenceNo', 'stateId'] as const;

/** The transitions each path took, in order: `npm run paths -- --coverage` counts transition pairs from them. */
const sequences: string[][] = [];

function run(path: JourneyPath, input: JourneyInput, seen: Seen[]) {
  const sequence: string[] = [];
  sequences.push(sequence);
  const clock = new SimulatedClock();
  const actor = createActor(journeyMachine.provide({ actors: pendingActors }), { clock, input });
  actor.start();
  const log = new JourneyLog();
  const check = (snap: SnapshotFrom<JourneyMachine>) => {
    for (const node of snap._nodes) {
      seen.forEach((s) => s.states.add(node.id));
      const expectation = stateExpectations[node.id];
      expect(expectation, `no expectation for state ${node.id}`).toBeTypeOf('function');
      expectation(snap, log);
    }
    expect(ROUTE_NAMES).toContain(routeOf(snap));
    if (snap.hasTag('busy')) expect(Object.keys(snap.children).length, `busy state ${JSON.stringify(snap.value)} runs an actor`).toBeGreaterThan(0);
    otpTries(snap, log);
    otpNotice(snap, log);
  };
  expect(leafIds(actor.getSnapshot())).toEqual(path.start);
  check(actor.getSnapshot());
  assertInvariants(null, null, actor.getSnapshot());
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    const from = routeOf(before);
    if (step.event.type === 'user.restart') log.reset();
    if (step.event.type.startsWith('xstate.after.')) {
      // Delays run on the simulated clock: the chart's own timer must fire, not an injected event.
      const delayName = step.event.type.split('.')[2];
      clock.increment(delays[delayName]);
    } else {
      actor.send(step.event as never);
    }
    const snap = actor.getSnapshot();
    expect(leafIds(snap), `after ${step.event.type}`).toEqual(step.to);
    step.transitions.forEach((t) => seen.forEach((s) => s.transitions.add(t)));
    sequence.push(...step.transitions);
    const to = routeOf(snap);
    if (to !== from) {
      seen.forEach((s) => s.moves.add(moveName(from, step.event.type, to)));
      const expected = expectedFormMove(before, step.event, from, log);
      if (expected) expect(expected, `${moveName(from, step.event.type, to)}: the form's order (spec 1, 2; spec 2, 2.1-2.3)`).toContain(to);
    }
    if (step.event.type === 'user.back') {
      for (const key of KEPT_ON_BACK) expect(snap.context[key], `Back keeps ${key}`).toEqual(before.context[key]);
    }
    log.record(step.event, to);
    check(snap);
    assertInvariants(before, step.event, snap);
  }
  actor.stop();
}

/** Calls that carry no session: a failure, 401 or not, keeps the page. Every other call's 401 ends the session. */
const KEEPS_PAGE_ON_401: Record<string, string> = {
  fetchToken: 'fetches the session itself: its failure is serviceNotAvailable with Retry (spec 1: 7)',
  lookupPostal: 'the postal code lookup sends no session token (only the postal code)',
  loadSandboxPersonas: 'the sandbox sign-in page, no bank session',
};

/**
 * Every state that waits on a call to the bank, and the path that makes that call fail for an expired
 * session (401): the chart's graph walk gives the path, the states come from the chart's own nodes.
 */
function sessionExpiryCases() {
  const graphs = settingGraphs(journeyMachine);
  return allStateNodes(journeyMachine)
    .flatMap((node) => node.invoke.filter((i) => !(String(i.src) in KEEPS_PAGE_ON_401)).map((i) => ({ state: node.id, call: i.id })))
    .map(({ state, call }) => {
      for (const { setting, graph } of graphs) {
        const edge = graph.edges.find(
          (e) =>
            e.step.event.type === `xstate.error.actor.${call}` &&
            (e.step.event.error as { status?: number }).status === 401 &&
            graph.active.get(e.from)!.includes(state),
        );
        if (edge) return { state, call, setting, path: { start: graph.start, steps: [...graph.reach.get(edge.from)!, edge.step], covers: '' } as JourneyPath };
      }
      return { state, call, setting: undefined, path: undefined };
    });
}

const newSeen = (): Seen => ({ states: new Set<string>(), transitions: new Set<string>(), moves: new Set<string>() });

describe('journey chart, model-based', () => {
  const all = newSeen();
  const bySetting = new Map<ChartSetting, Seen>(CHART_SETTINGS.map((setting) => [setting, newSeen()]));

  it('names exactly the states the expectations map names', () => {
    expect(Object.keys(stateExpectations).sort()).toEqual([...report.states].sort());
  });

  describe.each(tour.map((path, i) => [i + 1, settingOf(path.setting).name, path.steps.length, path] as const))(
    'tour path %i (%s, %i steps)',
    (_n, _name, _steps, path) => {
      it('walks on the real actor with every oracle holding after each step', () => {
        const setting = settingOf(path.setting);
        run(path, setting.input, [all, bySetting.get(setting)!]);
      });
    },
  );

  // The chart says it once, on its root; here every call says it (spec 2: 2.6; 3: "Session expiry redirects to SessionExpired").
  describe.each(sessionExpiryCases().map((c) => [c.state, c.call, c] as const))('%s: %s refused for an expired session', (_state, _call, c) => {
    it('opens SessionExpired, every oracle holding on the way', () => {
      expect(c.path, 'the graph walk reaches the state and fails its call with a 401').toBeDefined();
      run(c.path!, c.setting!.input, [all, bySetting.get(c.setting!)!]);
      expect(c.path!.steps.at(-1)!.to).toEqual(['journey.sessionExpired']);
    });
  });

  afterAll(() => {
    // Coverage from this run, in the format the e2e runs use: `npm run paths -- --coverage` and the explorer read it.
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(
      join(COVERAGE_DIR, 'model.json'),
      JSON.stringify({ run: 'model', kind: 'model', at: new Date().toISOString(), states: [...all.states].sort(), transitions: [...all.transitions].sort(), sequences }, null, 2),
    );
    // Printed for the record: the figures the issue notes quote, in all and under each setting.
    const steps = tour.reduce((n, p) => n + p.steps.length, 0);
    console.log(
      `model-based: states ${all.states.size}/${report.states.length}, transitions ${all.transitions.size}/${report.transitions.length}, tour paths ${tour.length}, steps ${steps}`,
    );
    for (const setting of CHART_SETTINGS) {
      const seen = bySetting.get(setting)!;
      if (seen.transitions.size) console.log(`  ${setting.name}: states ${seen.states.size}, transitions ${seen.transitions.size}`);
    }
    expect(all.states.size).toBe(report.states.length);
    // Spec-written moves between pages that no path made: a transition dropped or sent elsewhere.
    expect(REQUIRED_MOVES.map(([from, event, to]) => moveName(from, event, to)).filter((m) => !all.moves.has(m))).toEqual([]);
    expect(all.transitions.size).toBe(report.transitions.length);
  });
});
