import { describe, expect, it } from 'vitest';
import { CHART_SETTINGS } from '../../../src/analysis/settings';
import { routeOf } from '../../../machines/routes';
import { assertInvariants, InvariantViolation, type InvariantEvent, type JourneySnapshot } from '../invariants';
import { findJourneyFailure } from './journeyCheck';
import { formatTrace, stepLabel } from './journeyTrace';

const asConfigured = CHART_SETTINGS[0].input;

/** A rule broken on purpose: the identity step is "forbidden", so any journey that gets there fails. */
const noIdentityStep = (prev: JourneySnapshot | null, event: InvariantEvent | null, next: JourneySnapshot) => {
  assertInvariants(prev, event, next);
  if (routeOf(next) === 'MyInfoLanding') throw new InvariantViolation('deliberately broken: MyInfoLanding is forbidden');
};

describe('journey traces', () => {
  it('print one line a step: the event with the values that decided it, the states and the route', () => {
    const printed = formatTrace([
      {
        event: { type: 'user.submitFinancing', application: { financingProduct: 'Online', financingAmount: 100000, financingTenure: 5 } },
        states: ['journey.application.financeDetails.consent'],
        route: 'FinanceDetails',
      },
      { event: { type: 'clock', ms: 5000 }, states: ['journey.application.financeDetails.editing'], route: 'FinanceDetails' },
    ]);
    expect(printed).toBe(
      '1. user.submitFinancing (Online, 100000, 5y) -> application.financeDetails.consent (/FinanceDetails)\n' +
        '2. clock +5000 ms -> application.financeDetails.editing (/FinanceDetails)',
    );
    expect(stepLabel({ type: 'xstate.done.actor.verifyOtp', output: { statusCode: '1', triesLeft: 2 } })).toBe(
      'xstate.done.actor.verifyOtp (statusCode: 1, triesLeft: 2)',
    );
  });

  it('a broken rule shrinks to the shortest journey that breaks it, printed as a tester reads it', () => {
    const failure = findJourneyFailure(asConfigured, { numRuns: 300, maxSteps: 40, seed: 20261124, check: noIdentityStep });
    expect(failure).not.toBeNull();
    // Spec 1, 2.1 and 4.1: token, the form, the consent's Proceed, the state record, the save: then the identity step.
    expect(failure!.journey.length).toBeLessThanOrEqual(5);
    const lines = failure!.printed.split('\n');
    expect(lines).toHaveLength(failure!.journey.length);
    lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. \\S.* -> \\S.* \\(/\\w+\\)$`)));
    expect(lines.at(-1)).toMatch(/\(\/MyInfoLanding\)$/);
    expect(failure!.message).toContain('deliberately broken');
    expect(failure!.seed).toBe(20261124);
  });

  it('a rule nobody breaks finds nothing', () => {
    expect(findJourneyFailure(asConfigured, { numRuns: 20, maxSteps: 20, seed: 1 })).toBeNull();
  });
});
