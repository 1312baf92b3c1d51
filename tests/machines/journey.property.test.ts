import { describe, expect, it } from 'vitest';
import { chartGraph, type StepEvent } from '../../machines/analysis/coverage';
import { samplesFor } from '../../machines/analysis/eventSamples';
import { CHART_SETTINGS } from '../../machines/analysis/settings';
import { journeyMachine } from '../../machines/journey.machine';
import { JourneyRun } from './support/journeyRun';
import { assertJourneys } from './support/journeyCheck';

/**
 * Property-based journeys: random sequences of the events the active states accept, with generated
 * payloads and bank answers (./support/bankAnswers.ts) and clock moves to the spec's deadlines, under
 * every chart setting. The invariants of ./invariants.ts and the spec's timers are checked after every
 * step; a failure is shortened to a minimal journey printed one line a step, with the fast-check seed
 * and path that replay the generated run.
 */

/** Runs per setting and their length: about 5,000 steps in all, a few seconds on a quiet machine. */
const RUNS = 30;
const MAX_STEPS = 40;

/**
 * Runs start on the way to any state the chart can reach (its shortest path there, as configured), so
 * random steps begin on deep screens too: status pages, the OTP bar, uploads. Under another setting a
 * step the chart does not take there is skipped.
 */
const graph = chartGraph(journeyMachine, { input: CHART_SETTINGS[0].input });
const byState = new Map<string, StepEvent[][]>();
for (const steps of graph.reach.values()) {
  const leaves = (steps.length ? steps[steps.length - 1].to : graph.start).join('+');
  byState.set(leaves, [...(byState.get(leaves) ?? []), steps.map((s) => s.event)]);
}
const starts = [...byState.values()];

describe('journey chart, property-based', () => {
  it.each(CHART_SETTINGS.map((s) => [s.name, s.input] as const))('random journeys keep the invariants (%s)', (_name, input) => {
    assertJourneys(input, { numRuns: RUNS, maxSteps: MAX_STEPS, starts });
  });

  it('long journeys keep the invariants (as configured)', () => {
    assertJourneys(CHART_SETTINGS[0].input, { numRuns: 8, maxSteps: 150 });
  });

  it('journeys from deep screens keep the invariants (as configured)', () => {
    assertJourneys(CHART_SETTINGS[0].input, { numRuns: 400, maxSteps: 15, starts });
  });

  it('the generator goes somewhere: random journeys reach many screens', () => {
    // A walk that never left the start page would check nothing.
    const routes = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const run = new JourneyRun(CHART_SETTINGS[0].input);
      starts[(seed * 997) % starts.length][0].forEach((e) => run.applyPathEvent(e));
      for (let i = 0; i < 40; i++) run.step({ pick: (seed * 7919 + i * 104729) % 64, variant: (seed + i) % 24 });
      run.trace.forEach((s) => routes.add(s.route));
      run.stop();
    }
    expect(routes.size).toBeGreaterThan(15);
  });

  /**
   * Found by these journeys: the start form's choice, abandoned for Welcome, outlived the lookup of
   * another application, and a term loan's summary opened PropertyDetails (spec 2, 2.3: property
   * details belong to the property products; spec 3, 2: AIP has APropertyDetails).
   */
  it.each([
    ['BTL', false],
    ['AIP', true],
  ] as const)('a looked-up %s application has the property step of its own product, not of the form left behind', (product, propertyStep) => {
    const sample = (type: string, pick: (e: StepEvent) => boolean = () => true) => samplesFor(type).find(pick)!;
    const lookupAnswer = sample('xstate.done.actor.lookupStatus', (e) => JSON.stringify(e.output).includes('"option":"Resume"'));
    const answer = JSON.parse(JSON.stringify(lookupAnswer)) as StepEvent & { output: { result: { product: string } } };
    answer.output.result.product = product;
    const run = new JourneyRun(CHART_SETTINGS[0].input);
    run.apply(sample('xstate.done.actor.fetchToken'));
    run.apply(sample('user.submitFinancing', (e) => JSON.stringify(e).includes('"property":"Y"') && JSON.stringify(e).includes('Personalised')));
    run.apply(sample('user.back'));
    run.apply(sample('user.openWelcome'));
    run.apply(sample('user.lookupStatus', (e) => e.option === 'Resume'));
    run.apply(answer);
    expect(run.snapshot.context.flags.propertyStep).toBe(propertyStep);
    run.stop();
  });
});
