import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { journeyMachine } from '../../../machines/journey.machine';
import { OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { done, driveFrom, pendingActors } from '../oracles/drive';

/**
 * Issue 34, item 11 (spec 2, 2.4: a 2-minute countdown from the send time, resend at zero): the
 * countdown of a code sent on Welcome survives a reload, and a duplicate request keeps the send time.
 */
const SENT_AT = '2026-11-22T02:00:00.000Z';
const sentAtMs = Date.parse(SENT_AT);
const result = { referenceNo: 'SME20261122000001', status: 'SUBMITTED', isFirstUser: 'true', isContinue: 'false', moblileNo: '****4567', stateid: 'st-1', name: 'Tan', product: 'BTL', isAuthorisedPerson: 'Y' };

/** Welcome, the lookup found the application; the OTP request is under way. */
const toRequest = () => {
  const driven = driveFrom({ returning: { welcome: 'entering' } }, { referenceNo: null, stateId: null });
  driven.actor.send({ type: 'user.lookupStatus', option: 'Status', uen: '201912345K', nric: 'S1234567D' });
  driven.actor.send(done('lookupStatus', { outcome: { kind: 'continue', option: 'Status' }, result }));
  return driven;
};

const otpExpired = { returning: { welcome: 'otpExpired' } } as const;
const otpWaiting = { returning: { welcome: { otp: 'waiting' } } } as const;

describe('the Welcome OTP countdown', () => {
  it('a reload a minute after the send: the code stays valid for the minute left, then Resend is offered', () => {
    const { actor } = toRequest();
    actor.send(done('requestOtp', { outcome: 'sent', sentAt: SENT_AT, receivedAt: sentAtMs }));
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();

    const clock = new SimulatedClock();
    const reloaded = createActor(journeyMachine.provide({ actors: pendingActors }), { clock, snapshot: persisted }).start();
    reloaded.send({ type: 'app.restored', now: sentAtMs + 60_000 });
    expect(reloaded.getSnapshot().context.otpSentAt).toBe(SENT_AT);
    expect(reloaded.getSnapshot().matches(otpWaiting)).toBe(true);
    clock.increment(60_000 - 1);
    expect(reloaded.getSnapshot().matches(otpWaiting), 'still valid a millisecond before the two minutes').toBe(true);
    clock.increment(1);
    expect(reloaded.getSnapshot().matches(otpExpired), 'two minutes after the send: expired, Resend offered').toBe(true);
  });

  it('a reload after the two minutes: expired at once, Resend offered', () => {
    const { actor } = toRequest();
    actor.send(done('requestOtp', { outcome: 'sent', sentAt: SENT_AT, receivedAt: sentAtMs }));
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const clock = new SimulatedClock();
    const reloaded = createActor(journeyMachine.provide({ actors: pendingActors }), { clock, snapshot: persisted }).start();
    reloaded.send({ type: 'app.restored', now: sentAtMs + OTP_VALIDITY_MS + 5_000 });
    clock.increment(0);
    expect(reloaded.getSnapshot().matches(otpExpired)).toBe(true);
  });

  it('a duplicate request keeps the time the code was sent, and the countdown runs from it', () => {
    const { actor, clock } = toRequest();
    // The bank answers Duplicate 20 s after it sent the code that is still waiting.
    actor.send(done('requestOtp', { outcome: 'duplicate', sentAt: SENT_AT, receivedAt: sentAtMs + 20_000 }));
    const s = actor.getSnapshot();
    expect([s.context.otpSentAt, s.context.otpNotice]).toEqual([SENT_AT, 'duplicate']);
    clock.increment(OTP_VALIDITY_MS - 20_000 - 1);
    expect(actor.getSnapshot().matches(otpWaiting)).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches(otpExpired)).toBe(true);
  });
});
