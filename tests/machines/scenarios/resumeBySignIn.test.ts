import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { lookupOutcome } from '../../../src/domain/statusLookup';
import { done, driveFrom } from '../oracles/drive';

/**
 * Issue 34, item 3: a draft left before Personal Details has no mobile on record; the bank answers the
 * resume lookup with resumeBy 'signIn' (server/areas/status/rules.ts), and the journey goes to the
 * identity service's landing for that application instead of an OTP nobody could receive.
 */
const result = {
  referenceNo: 'SME20261122000009',
  status: '',
  isFirstUser: 'true',
  isContinue: 'true',
  moblileNo: '',
  stateid: 'st-9',
  name: 'TAN WEI MING',
  product: 'BTL',
  isAuthorisedPerson: 'Y',
  resumeBy: 'signIn' as const,
};

describe('resume of a draft with no mobile on record', () => {
  it('the lookup outcome: sign in (not the missing-mobile notice); without the bank saying so, the notice as before', () => {
    expect(lookupOutcome('Resume', { found: true, ...result })).toEqual({ kind: 'signIn' });
    expect(lookupOutcome('Resume', { found: true, ...result, resumeBy: 'otp' })).toEqual({ kind: 'notice', notice: 'noMobile' });
    expect(lookupOutcome('Status', { found: true, ...result })).toEqual({ kind: 'notice', notice: 'noMobile' });
  });

  it.each([
    ['Welcome', { returning: { welcome: 'entering' } }],
    ['ResumeApplication', { returning: { resumeApplication: 'entering' } }],
  ] as const)('from %s: the identity landing of that application, no OTP', (_route, value) => {
    const { actor } = driveFrom(value, { referenceNo: null, stateId: null });
    actor.send({ type: 'user.lookupStatus', option: 'Resume', uen: '201512345K', nric: 'S1234567D' });
    actor.send(done('lookupStatus', { outcome: lookupOutcome('Resume', { found: true, ...result }), result }));
    const s = actor.getSnapshot();
    expect(routeOf(s)).toBe('MyInfoLanding');
    expect(s.matches({ application: { myInfoLanding: 'consenting' } })).toBe(true);
    expect([s.context.stateId, s.context.referenceNo, s.context.flags.firstUser]).toEqual(['st-9', 'SME20261122000009', true]);
    // The token stays the lookup's: the bank binds it at the start, for the sign-in only.
    expect(s.context.token).toBe('t0k3n');
  });
});
