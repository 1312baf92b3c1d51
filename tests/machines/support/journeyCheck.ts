import fc from 'fast-check';
import type { StepEvent } from '../../../src/analysis/coverage';
import type { JourneyInput } from '../../../machines/types';
import { assertInvariants } from '../invariants';
import { JourneyRun, type Choice, type JourneyStepEvent } from './journeyRun';
import { formatTrace } from './journeyTrace';

type Check = typeof assertInvariants;

/** One generated step: an index into the accepted events and a payload variant (both shrink towards 0). */
export const choiceArb: fc.Arbitrary<Choice> = fc.record({ pick: fc.nat({ max: 63 }), variant: fc.nat({ max: 23 }) });

export interface JourneyCheckOptions {
  /**
   * Where runs may start: paths from the initial state (the graph's shortest paths), so a run reaches
   * deep screens; grouped by the screen state they reach, so each state is as likely a start as another.
   */
  starts?: readonly (readonly (readonly StepEvent[])[])[];
  numRuns: number;
  maxSteps: number;
  seed?: number;
  /** What is checked after every step; the invariants of ../invariants.ts unless a test says otherwise. */
  check?: Check;
}

/** What a failed check found: the first broken rule and the shortest journey that still breaks it. */
export interface JourneyFailure {
  message: string;
  journey: JourneyStepEvent[];
  printed: string;
  seed: number;
  path: string | undefined;
}

/** Runs the choices; the error the first step that broke something threw, with the events applied until then. */
function runChoices(
  input: JourneyInput,
  start: readonly StepEvent[],
  choices: readonly Choice[],
  check: Check,
): { error: Error | null; events: JourneyStepEvent[] } {
  const run = new JourneyRun(input, check);
  const events: JourneyStepEvent[] = [];
  try {
    for (const e of start) {
      const before = run.trace.length;
      run.applyPathEvent(e);
      if (run.trace.length > before) events.push(run.trace[run.trace.length - 1].event);
    }
    for (const c of choices) events.push(run.step(c));
    return { error: null, events };
  } catch (e) {
    // The step that failed was applied before its check threw: it ends the journey.
    if (run.trace.length > events.length) events.push(run.trace[run.trace.length - 1].event);
    return { error: e instanceof Error ? e : new Error(String(e)), events };
  } finally {
    run.stop();
  }
}

const ruleOf = (e: Error) => e.message.split('\n')[0].split(':')[0];

/**
 * Replays concrete events, skipping those the chart does not take at that point (as a tester would skip
 * a step that makes no sense there); the run that failed, or null.
 */
function replay(input: JourneyInput, events: readonly JourneyStepEvent[], check: Check): { error: Error; run: JourneyRun } | null {
  const run = new JourneyRun(input, check);
  try {
    for (const event of events) if (run.accepts(event)) run.apply(event);
    return null;
  } catch (e) {
    return { error: e instanceof Error ? e : new Error(String(e)), run };
  } finally {
    run.stop();
  }
}

/**
 * Shortens a failing journey while the same rule still breaks: fast-check's shrinking works on the
 * generated indexes, whose meaning shifts when a step goes; this works on the events themselves
 * (delta debugging: drop chunks, then single steps, until no step can go).
 */
export function minimiseJourney(input: JourneyInput, events: readonly JourneyStepEvent[], rule: string, check: Check = assertInvariants): JourneyStepEvent[] {
  const fails = (candidate: readonly JourneyStepEvent[]) => {
    const r = replay(input, candidate, check);
    return r !== null && ruleOf(r.error) === rule;
  };
  let current = [...events];
  for (let size = Math.max(1, Math.floor(current.length / 2)); size >= 1; size = size === 1 ? 0 : Math.max(1, Math.floor(size / 2))) {
    let i = 0;
    while (i < current.length) {
      const candidate = [...current.slice(0, i), ...current.slice(i + size)];
      if (fails(candidate)) current = candidate;
      else i += 1;
    }
  }
  // Only the steps the chart took: a step it skipped says nothing to a tester.
  const run = new JourneyRun(input, check);
  const taken: JourneyStepEvent[] = [];
  try {
    for (const event of current) {
      if (!run.accepts(event)) continue;
      taken.push(event);
      run.apply(event);
    }
  } catch {
    // The last step taken is the one that breaks the rule.
  } finally {
    run.stop();
  }
  return taken;
}

/** fast-check over random journeys; null when every run kept the rules, else the minimal failing journey. */
export function findJourneyFailure(input: JourneyInput, options: JourneyCheckOptions): JourneyFailure | null {
  const check = options.check ?? assertInvariants;
  const starts = options.starts?.length ? options.starts : [[[]]];
  const startOf = ([group, member]: [number, number]) => starts[group][member % starts[group].length];
  const result = fc.check(
    fc.property(fc.tuple(fc.nat({ max: starts.length - 1 }), fc.nat()), fc.array(choiceArb, { maxLength: options.maxSteps }), (start, choices) =>
      runChoices(input, startOf(start), choices, check).error === null,
    ),
    { numRuns: options.numRuns, seed: options.seed },
  );
  if (!result.failed || !result.counterexample) return null;
  const [start, choices] = result.counterexample;
  const { error, events } = runChoices(input, startOf(start), choices, check);
  if (!error) throw new Error(`fast-check reported a failure its counterexample does not replay (seed ${result.seed})`);
  const journey = minimiseJourney(input, events, ruleOf(error), check);
  const last = replay(input, journey, check);
  const message = (last?.error ?? error).message.split('\njourney')[0];
  const printed = last ? formatTrace(last.run.trace) : formatTrace([]);
  return { message, journey, printed, seed: result.seed, path: result.counterexamplePath ?? undefined };
}

/** Throws the failure as a tester reads it: the broken rule, the journey one line a step, and how to replay the run. */
export function assertJourneys(input: JourneyInput, options: JourneyCheckOptions): void {
  const failure = findJourneyFailure(input, options);
  if (!failure) return;
  throw new Error(
    `${failure.message}\nminimal journey (${failure.journey.length} steps, ${input.signIn ?? 'sandbox'} sign-in):\n${failure.printed}\n` +
      `replay the generated run: seed ${failure.seed}, path "${failure.path ?? ''}"`,
  );
}
