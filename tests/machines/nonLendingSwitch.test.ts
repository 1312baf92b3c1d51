import { describe, expect, it, vi } from 'vitest';
import { transition } from 'xstate';

// Spec 2, 2.11 and 3, 9: the non-lending opt-in is behind a feature switch. Here it is off.
vi.mock('../../config/features', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../config/features')>();
  return { features: { ...real.features, nonLending: false } };
});

const { journeyMachine } = await import('../../machines/journey.machine');
const { initialContext } = await import('../../machines/types');

const verified = { type: 'xstate.done.actor.verifyOtp', output: { statusCode: '0', triesLeft: 3 } } as never;

describe('non-lending switch off', () => {
  it('a verified OTP submits at once, even for the first user', () => {
    const at = journeyMachine.resolveState({
      value: { preview: { otp: 'verifying' } },
      context: { ...initialContext(), token: 't', stateId: 's', referenceNo: 'r' },
    });
    expect(at.context.flags.firstUser).toBe(true);
    const [next] = transition(journeyMachine, at, verified);
    expect(next.matches({ preview: 'submitting' })).toBe(true);
    expect(next.hasTag('nonLending')).toBe(false);
  });
});
