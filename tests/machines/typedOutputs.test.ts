import { describe, expect, it } from 'vitest';
import { withFailure, withOutput } from '../../machines/actorResults';
import type { JourneyInvoke } from '../../machines/regions/shared';

/**
 * The chart reads actors' outputs through typed params (machines/actorResults.ts): a guard or action
 * whose params do not match what the invoked actor returns is a compile error. `npm run typecheck`
 * checks the `@ts-expect-error` lines below; at run time these are plain configs.
 */
describe('actor outputs are typed where the chart reads them', () => {
  it('accepts a guard and action that read the output the invoked actor returns', () => {
    const invoke: JourneyInvoke = {
      src: 'preQualify',
      input: { token: 't', stateId: 's' },
      onDone: [{ guard: withOutput('isPreQualified'), target: 'next' }, { target: 'rejected', actions: withOutput('assignPreKnockout') }],
      onError: { guard: withFailure('isSessionExpired'), target: 'expired' },
    };
    expect(invoke.src).toBe('preQualify');
  });

  it('refuses an action that expects another output: createState answers a state record, not a reference number', () => {
    // @ts-expect-error assignReference reads a string; createState's output is the state record.
    const invoke: JourneyInvoke = { src: 'createState', input: { token: 't' }, onDone: { actions: withOutput('assignReference') } };
    expect(invoke.src).toBe('createState');
  });

  it('refuses a guard that reads an output where there is none: a failed call', () => {
    // @ts-expect-error isEmptyResult reads an output; onError's event carries an error.
    const invoke: JourneyInvoke = { src: 'loadCompany', input: { token: 't', stateId: 's' }, onError: { guard: withOutput('isEmptyResult'), target: 'x' } };
    expect(invoke.src).toBe('loadCompany');
  });
});
