import { expect } from 'vitest';
import { ERROR_POPUP_MS } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import type { JourneyMachine } from '../../../machines/journey.machine';
import { ROUTE_NAMES, routeOf } from '../../../machines/routes';
import { inertScope, leafIds, serializeState, type JourneyPath } from '../../../src/analysis/coverage';
import { samplesFor } from '../../../src/analysis/eventSamples';
import { settingGraphs } from '../../../src/analysis/tour';
import { allStateNodes } from '../../../machines/stateNodes';
import type { ChartSetting } from '../../../src/analysis/settings';
import type { JourneyInput } from '../../../machines/types';
import { stateExpectations } from '../stateExpectations';
import { JourneyLog } from '../oracles/journeyLog';
import { pendingActors } from '../oracles/drive';
import { expectedFormMove } from '../oracles/formOrder';
import { otpNotice, otpTries } from '../oracles/bankCalls';
import { REQUIRED_MOVES, moveName } from '../oracles/requiredMoves';
import { chartModel, delayMs } from '../../../src/analysis/chartModel';
import { SANDBOX_TOOLING, assertInvariants } from '../invariants';

/**
 * One path of the model-based walk, on the real actor (its guards and actions) with a simulated clock,
 * every oracle checked after each step. The chart is a parameter so that the chart mutants
 * (tests/machines/mutants) run the very walk the model-based test runs.
 */

/** `moves`: the page-to-page moves made (requiredMoves.ts names those the spec asks for). */
export type Seen = { states: Set<string>; transitions: Set<string>; moves: Set<string> };
export const newSeen = (): Seen => ({ states: new Set<string>(), transitions: new Set<string>(), moves: new Set<string>() });

/** What Back keeps (spec 2, 2.3: Back returns to the step before with what was entered and saved). */
const KEPT_ON_BACK = ['financing', 'company', 'persons', 'accounts', 'property', 'referenceNo', 'stateId'] as const;

/**
 * The snapshot keys (serializeState) whose answers and popup timer were tried, per chart: the session walks
 * pass the same screens again and again, and a key's probes ask the same of each.
 */
const probedKeys = new WeakMap<JourneyMachine, Set<string>>();

/** Walks `path` on `machine`; returns the transitions it took, in order, and adds what it saw to each of `seen`. */
export function walkPath(machine: JourneyMachine, path: JourneyPath, input: JourneyInput, seen: readonly Seen[]): string[] {
  const sequence: string[] = [];
  const clock = new SimulatedClock();
  const logic = machine.provide({ actors: pendingActors });
  const actor = createActor(logic, { clock, input });
  const probed = probedKeys.get(machine) ?? new Set<string>();
  probedKeys.set(machine, probed);
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
    const key = serializeState(snap);
    if (!probed.has(key)) {
      probed.add(key);
      probeAnswers(logic, snap);
      probePopupTimer(logic, snap);
      probeRetry(logic, snap);
    }
  };
  let at = 'the start';
  try {
    expect(leafIds(actor.getSnapshot())).toEqual(path.start);
    check(actor.getSnapshot());
    assertInvariants(null, null, actor.getSnapshot());
    for (const [n, step] of path.steps.entries()) {
      at = `step ${n + 1} (${step.event.type}) from ${leafIds(actor.getSnapshot()).join(', ')}`;
      const before = actor.getSnapshot();
      const from = routeOf(before);
      if (step.event.type === 'user.restart') log.reset();
      if (step.event.type.startsWith('xstate.after.')) {
        // Delays run on the simulated clock: the chart's own timer must fire, not an injected event.
        const delayName = step.event.type.split('.')[2];
        clock.increment(delayMs(machine, delayName) ?? Number.NaN);
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
  } catch (e) {
    // Where on the path it broke: the assertion alone names a state's check, not the journey that led there.
    if (e instanceof Error) e.message = `${at}: ${e.message}`;
    throw e;
  } finally {
    actor.stop();
  }
  return sequence;
}

/**
 * Whatever the bank answers to a call, the wait ends there (spec 1: 7; 2: 7): each answer the samples give
 * (src/analysis/eventSamples.ts), its failures too, is tried on the snapshot without moving the walk,
 * and the invariants must hold after it. The path takes only the answers the chart has a transition for;
 * an answer it ignores would leave the applicant under the spinner.
 */
function probeAnswers(logic: JourneyMachine, snap: SnapshotFrom<JourneyMachine>) {
  const scope = inertScope();
  for (const node of snap._nodes) {
    for (const { id } of node.invoke) {
      const call = Reflect.get(snap.children, id);
      // The sandbox's persona list only adds to the page: its actor stays until the page is left.
      // The session is no call to the bank but a chart of its own, walked by itself (journey.model.suite.ts).
      if (!call || SANDBOX_TOOLING.has(id) || id === 'session') continue;
      for (const answer of [...samplesFor(`xstate.done.actor.${id}`), ...samplesFor(`xstate.error.actor.${id}`)]) {
        const next = logic.transition(snap, answer as never, scope);
        try {
          assertInvariants(snap, answer, next);
          // A call the screen shows no spinner for (Save PDF, a file preview) still ends: its button comes back.
          expect(Reflect.get(next.children, id), `${leafIds(next).join(', ')} still waits on ${id}`).not.toBe(call);
        } catch (e) {
          if (e instanceof Error) e.message = `the bank's answer ${answer.type} ${JSON.stringify(answer).slice(0, 120)}: ${e.message}`;
          throw e;
        }
      }
    }
  }
}

/**
 * Where the screen offers Retry (a load that failed: the state is tagged loadFailed, which
 * screens/shared/useLoadFailed.ts shows as the Retry button), Retry loads again (spec 1: 7, 8; 3: 8).
 */
function probeRetry(logic: JourneyMachine, snap: SnapshotFrom<JourneyMachine>) {
  if (!snap.hasTag('loadFailed')) return;
  const next = logic.transition(snap, { type: 'user.retry' }, inertScope());
  expect(next.hasTag('busy'), `Retry on ${leafIds(snap).join(', ')} loads again: ${leafIds(next).join(', ')}`).toBe(true);
}

/** Spec 1, 8: the get and save failures are shown in a popup that auto-hides after a configured timeout. */
const AUTO_HIDING: ReadonlySet<string> = new Set([messages.getFailed, messages.saveFailedBody]);

/**
 * A get or save failure's popup hides itself once ERROR_POPUP_MS has passed: the chart's timer for it is
 * fired on the snapshot without moving the walk (a popup with no timer would stay on the screen).
 */
function probePopupTimer(logic: JourneyMachine, snap: SnapshotFrom<JourneyMachine>) {
  const popup = snap.context.popup;
  if (!popup || !AUTO_HIDING.has(popup.body)) return;
  const delays = logic.implementations.delays as Record<string, unknown>;
  const delay = Object.keys(delays).find((name) => delays[name] === ERROR_POPUP_MS);
  expect(delay, `a delay of ERROR_POPUP_MS (${ERROR_POPUP_MS} ms) in the chart`).toBeDefined();
  const timers = snap._nodes.map((node) => ({ type: `xstate.after.${delay}.${node.id}` }));
  const hidden = timers.some((timer) => logic.transition(snap, timer as never, inertScope()).context.popup === null);
  expect(hidden, `the popup "${popup.body}" on ${leafIds(snap).join(', ')} hides itself after ${ERROR_POPUP_MS} ms`).toBe(true);
}

/** Calls that carry no session: a failure, 401 or not, keeps the page. Every other call's 401 ends the session. */
export const KEEPS_PAGE_ON_401: Record<string, string> = {
  fetchToken: 'fetches the session itself: its failure is serviceNotAvailable with Retry (spec 1: 7)',
  lookupPostal: 'the postal code lookup sends no session token (only the postal code)',
  loadSandboxPersonas: 'the sandbox sign-in page, no bank session',
  session: 'the session chart the root invokes, not a call: its keep-alive answers it (the session chart\'s own walk)',
};

export type SessionExpiryCase = { state: string; call: string; setting: ChartSetting | undefined; path: JourneyPath | undefined };

/**
 * Every state that waits on a call to the bank, and the path that makes that call fail for an expired
 * session (401): the chart's graph walk gives the path, the states come from the chart's own nodes.
 */
export function sessionExpiryCases(machine: JourneyMachine): SessionExpiryCase[] {
  const graphs = settingGraphs(machine);
  return allStateNodes(machine)
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

/** After all the walks: every state reached, every move the spec asks for made, every transition taken. */
export function assertWalkComplete(machine: JourneyMachine, all: Seen) {
  const chart = chartModel(machine);
  expect(all.states.size, 'states reached').toBe(chart.states.length);
  // Spec-written moves between pages that no path made: a transition dropped or sent elsewhere.
  expect(REQUIRED_MOVES.map(([from, event, to]) => moveName(from, event, to)).filter((m) => !all.moves.has(m)), 'moves the spec asks for').toEqual([]);
  expect(all.transitions.size, 'transitions taken').toBe(chart.transitions.length);
}
