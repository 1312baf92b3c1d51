import { describe, expect, it } from 'vitest';
import { createActor, transition, type StateValue } from 'xstate';
import { OTP_MAX_TRIES } from '../../../src/domain/constants';
import { journeyMachine } from '../../../machines/journey.machine';
import { routeOf } from '../../../machines/routes';
import type { JourneyContext } from '../../../machines/types';

/*
 * Spec 2, 4 "One-time password": wrong or expired entries show first '2 tries left', then '1 try left';
 * the third failure goes to InvalidOTP. The bank answers statusCode '0' verified, '1' wrong, '2' expired,
 * '3' no tries left (src/contract/otp.ts), with the tries it still allows.
 */

function at(value: StateValue, context: Partial<JourneyContext> = {}) {
  const started = createActor(journeyMachine).getSnapshot().context;
  return journeyMachine.resolveState({ value, context: { ...started, token: 't-1', stateId: 's-1', referenceNo: 'SME1', ...context } });
}

const checked = (statusCode: '0' | '1' | '2' | '3', triesLeft: number) =>
  ({ type: 'xstate.done.actor.verifyOtp', output: { statusCode, triesLeft } }) as never;
const sent = (outcome: 'sent' | 'duplicate' | 'exceeded', sentAt: string | null = '2026-03-02T10:00:00Z') =>
  ({ type: 'xstate.done.actor.requestOtp', output: { outcome, sentAt } }) as never;

const verifying = { application: { preview: { otp: 'verifying' } } };

describe('the one-time password on the summary (spec 2, 4)', () => {
  it('a sent code starts the countdown with all tries and no notice', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'requestingOtp' } }, { otpTriesLeft: 1, otpNotice: 'oneTryLeft' }), sent('sent'));
    expect(next.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect(next.context.otpTriesLeft).toBe(OTP_MAX_TRIES);
    expect(next.context.otpTriesLeft).toBe(3);
    expect(next.context.otpNotice).toBeNull();
    expect(next.context.otpSentAt).toBe('2026-03-02T10:00:00Z');
  });

  it('a duplicate request keeps the code already sent and says so', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'requestingOtp' } }), sent('duplicate', null));
    expect(next.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect(next.context.otpNotice).toBe('duplicate');
  });

  it('a refused request (too many codes) opens InvalidOTP', () => {
    const [next] = transition(journeyMachine, at({ application: { preview: 'requestingOtp' } }), sent('exceeded', null));
    expect(routeOf(next)).toBe('InvalidOTP');
  });

  it('the first wrong code: "2 tries left", and the entry waits again', () => {
    const [next] = transition(journeyMachine, at(verifying), checked('1', 2));
    expect(next.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect(next.context.otpNotice).toBe('twoTriesLeft');
    expect(next.context.otpTriesLeft).toBe(2);
  });

  it('the second wrong code: "1 try left"', () => {
    const [next] = transition(journeyMachine, at(verifying, { otpTriesLeft: 2, otpNotice: 'twoTriesLeft' }), checked('1', 1));
    expect(next.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect(next.context.otpNotice).toBe('oneTryLeft');
    expect(next.context.otpTriesLeft).toBe(1);
  });

  it('the third wrong code (no tries left) opens InvalidOTP, whether the bank says 3 or leaves none', () => {
    expect(routeOf(transition(journeyMachine, at(verifying, { otpTriesLeft: 1 }), checked('1', 0))[0])).toBe('InvalidOTP');
    expect(routeOf(transition(journeyMachine, at(verifying, { otpTriesLeft: 1 }), checked('3', 0))[0])).toBe('InvalidOTP');
    expect(routeOf(transition(journeyMachine, at(verifying, { otpTriesLeft: 2 }), checked('3', 1))[0])).toBe('InvalidOTP');
  });

  it('an expired code shows the expired message with Resend, not a wrong-code notice', () => {
    const [next] = transition(journeyMachine, at(verifying), checked('2', 2));
    expect(next.matches({ application: { preview: 'otpExpired' } })).toBe(true);
    expect(next.context.otpNotice).toBe('expired');
  });

  it('a verified code leaves the code entry', () => {
    const [next] = transition(journeyMachine, at(verifying), checked('0', 3));
    expect(next.hasTag('otp')).toBe(false);
    expect(routeOf(next)).not.toBe('InvalidOTP');
  });
});
