import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { journeyMachine } from '../../machines/journey.machine';
import { initialContext } from '../../machines/types';

const verified = { type: 'xstate.done.actor.verifyOtp', output: { statusCode: '0', triesLeft: 3 } } as never;
const at = (firstUser: boolean) =>
  journeyMachine.resolveState({
    value: { application: { preview: { otp: 'verifying' } } },
    context: { ...initialContext(), token: 't', stateId: 's', referenceNo: 'r', flags: { ...initialContext().flags, firstUser } },
  });

// Spec 2, 2.11 and 6: with the switch on (the default), offered to the first user only.
describe('non-lending switch on', () => {
  it('the first user gets the popup after a verified OTP', () => {
    expect(transition(journeyMachine, at(true), verified)[0].matches({ application: { preview: 'nonLending' } })).toBe(true);
  });
  it('another applicant submits at once', () => {
    expect(transition(journeyMachine, at(false), verified)[0].matches({ application: { preview: 'submitting' } })).toBe(true);
  });
});
