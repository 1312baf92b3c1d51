import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_POPUP_MS, OTP_MAX_TRIES, OTP_VALIDITY_MS } from '../../src/domain/constants';
import { chartGraph, type StepEvent } from '../../src/analysis/coverage';
import { samplesFor } from '../../src/analysis/eventSamples';
import { CHART_SETTINGS } from '../../src/analysis/settings';
import { journeyMachine } from '../../machines/journey.machine';
import { JourneyRun, type JourneyStepEvent } from './support/journeyRun';
import { assertJourneys } from './support/journeyCheck';

/**
 * Property-based journeys: random sequences of the events the active states accept, with generated
 * payloads and bank answers (./support/bankAnswers.ts) and clock moves to the spec's deadlines, under
 * every chart setting. The invariants of ./invariants.ts and the spec's timers are checked after every
 * step; a failure is shortened to a minimal journey printed one line a step, with the fast-check seed
 * and path that replay the generated run.
 */

/**
 * The mutation run (vitest.stryker.config.ts) walks a tenth of the runs: it repeats the file for each of some
 * thousand mutants, where the everyday suite walks it once.
 */
const SCALE = Number(process.env.JOURNEY_RUNS_SCALE ?? '1');
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

/** Runs per setting and their length: about 5,000 steps in all, a few seconds on a quiet machine. */
const RUNS = runs(30);
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


/**
 * The OTP bar as a user meets it (spec 2, 2.4 and 4 "One-time password"), where random events rarely
 * go three wrong codes deep: each step is something a user does there, the bank answering as the spec
 * says (it counts the tries, one fewer per wrong code). The invariants and timers are checked as above.
 */
type OtpAction = 'wrongCode' | 'expiredCode' | 'exhaustedCode' | 'rightCode' | 'resend' | 'waitOut' | 'almostWaitOut' | 'dismiss';
const otpActions: OtpAction[] = ['wrongCode', 'expiredCode', 'exhaustedCode', 'rightCode', 'resend', 'waitOut', 'almostWaitOut', 'dismiss'];

function otpEvents(run: JourneyRun, action: OtpAction): JourneyStepEvent[] {
  const tries = run.snapshot.context.otpTriesLeft;
  const verify = (output: Record<string, unknown>): JourneyStepEvent[] => [
    { type: 'user.verifyOtp', otp: '123456' },
    { type: 'xstate.done.actor.verifyOtp', output },
  ];
  switch (action) {
    case 'wrongCode':
      return verify({ statusCode: '1', triesLeft: Math.max(0, tries - 1) });
    case 'expiredCode':
      return verify({ statusCode: '2', triesLeft: tries });
    case 'exhaustedCode':
      return verify({ statusCode: '3', triesLeft: 0 });
    case 'rightCode':
      return verify({ statusCode: '0', triesLeft: OTP_MAX_TRIES });
    case 'resend':
      return [{ type: 'user.resendOtp' }, { type: 'xstate.done.actor.requestOtp', output: { outcome: 'sent', sentAt: '2026-11-22T02:05:00Z' } }];
    case 'waitOut':
      return [{ type: 'clock', ms: OTP_VALIDITY_MS }];
    case 'almostWaitOut':
      return [{ type: 'clock', ms: OTP_VALIDITY_MS - 1 }];
    case 'dismiss':
      return [{ type: 'clock', ms: ERROR_POPUP_MS }];
  }
}

/** Wrong codes weigh more: the third one in a row is the rule that matters most here. */
const otpAction = fc.oneof({ arbitrary: fc.constant<OtpAction>('wrongCode'), weight: 4 }, ...otpActions.slice(1).map((a) => ({ arbitrary: fc.constant(a), weight: 1 })));
const otpStarts = [...byState.entries()].filter(([leaves]) => leaves.endsWith('.otp.waiting')).map(([, paths]) => paths[0]);

describe('journey chart, property-based', () => {
  it.each(CHART_SETTINGS.map((s) => [s.name, s.input] as const))('random journeys keep the invariants (%s)', (_name, input) => {
    assertJourneys(input, { numRuns: RUNS, maxSteps: MAX_STEPS, starts });
  });

  it('long journeys keep the invariants (as configured)', () => {
    assertJourneys(CHART_SETTINGS[0].input, { numRuns: runs(8), maxSteps: 150 });
  });

  it('journeys from deep screens keep the invariants (as configured)', () => {
    assertJourneys(CHART_SETTINGS[0].input, { numRuns: runs(400), maxSteps: 15, starts });
  });

  it('OTP bar journeys keep the invariants: tries count down, the third wrong code is InvalidOTP', () => {
    expect(otpStarts.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.nat({ max: otpStarts.length - 1 }), fc.array(otpAction, { maxLength: 8 }), (start, actions) => {
        const run = new JourneyRun(CHART_SETTINGS[0].input);
        try {
          otpStarts[start].forEach((e) => run.applyPathEvent(e));
          for (const action of actions) for (const e of otpEvents(run, action)) if (run.accepts(e)) run.apply(e);
        } finally {
          run.stop();
        }
      }),
      { numRuns: runs(200) },
    );
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
