import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { features } from '../../src/config/features';
import { journeyMachine } from '../../machines/journey.machine';

// Spec 2, 2.11 and 3, 9: the non-lending opt-in is behind a feature switch. Here the chart is started with it off.
const switchedOff = { features: { ...features, nonLending: false } };

const verified = { type: 'xstate.done.actor.verifyOtp', output: { statusCode: '0', triesLeft: 3 } } as never;

describe('non-lending switch off', () => {
  it('the switches given as input are the ones the journey runs with', () => {
    const started = createActor(journeyMachine, { input: switchedOff }).getSnapshot();
    expect(started.context.features.nonLending).toBe(false);
    expect(createActor(journeyMachine).getSnapshot().context.features).toEqual(features);
  });

  it('a verified OTP submits at once, even for the first user', () => {
    const { context } = createActor(journeyMachine, { input: switchedOff }).getSnapshot();
    const at = journeyMachine.resolveState({
      value: { application: { preview: { otp: 'verifying' } } },
      context: { ...context, token: 't', stateId: 's', referenceNo: 'r' },
    });
    expect(at.context.flags.firstUser).toBe(true);
    const [next] = transition(journeyMachine, at, verified);
    expect(next.matches({ application: { preview: 'submitting' } })).toBe(true);
    expect(next.hasTag('nonLending')).toBe(false);
  });
});
