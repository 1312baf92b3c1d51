import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { OTP_MAX_TRIES, OTP_VALIDITY_MS } from '../../../src/domain/constants';
import { samplePreview } from '../../../src/analysis/eventSamples';
import { done, driveFrom } from '../oracles/drive';
import { statusView } from '../oracles/samples';

/** The summary, reviewed, of a first user with the spec's switches (OTP bar and non-lending on). */
const onSummary = () => driveFrom({ application: { preview: 'reviewing' } }, { preview: samplePreview, flags: { firstUser: true } });

const toOtp = () => {
  const driven = onSummary();
  driven.actor.send({ type: 'user.submitPreview' });
  driven.actor.send(done('preQualify', { passed: true }));
  driven.actor.send(done('requestOtp', { outcome: 'sent', sentAt: '2026-11-22T02:00:00Z' }));
  return driven;
};

/** Spec 2, 2.4 and 4 "One-time password": request, sent with a 2-minute countdown, verify, three tries. */
describe('the summary OTP, scenario by scenario', () => {
  it('three wrong codes: tries left is 3 minus the wrong codes, the messages say so, the third goes to InvalidOTP', () => {
    const { actor } = toOtp();
    const notices: (string | null)[] = [];
    for (let wrong = 1; wrong <= OTP_MAX_TRIES; wrong++) {
      expect(actor.getSnapshot().context.otpTriesLeft).toBe(OTP_MAX_TRIES - (wrong - 1));
      actor.send({ type: 'user.verifyOtp', otp: '000000' });
      actor.send(done('verifyOtp', { statusCode: '1', triesLeft: OTP_MAX_TRIES - wrong }));
      notices.push(actor.getSnapshot().context.otpNotice);
      if (wrong < OTP_MAX_TRIES) expect(actor.getSnapshot().context.otpTriesLeft).toBe(OTP_MAX_TRIES - wrong);
    }
    expect(notices.slice(0, 2)).toEqual(['twoTriesLeft', 'oneTryLeft']);
    expect(routeOf(actor.getSnapshot())).toBe('InvalidOTP');
  });

  it('the 2-minute countdown: still waiting a millisecond before, expired at 120 000 ms; resend sends a new code with three tries', () => {
    const { actor, clock } = toOtp();
    actor.send({ type: 'user.verifyOtp', otp: '000000' });
    actor.send(done('verifyOtp', { statusCode: '1', triesLeft: 2 }));
    clock.increment(OTP_VALIDITY_MS - 1);
    expect(actor.getSnapshot().matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ application: { preview: 'otpExpired' } })).toBe(true);
    expect(actor.getSnapshot().context.otpNotice).toBe('expired');
    actor.send({ type: 'user.verifyOtp', otp: '123456' });
    expect(actor.getSnapshot().matches({ application: { preview: 'otpExpired' } }), 'no verify once expired: resend first').toBe(true);
    actor.send({ type: 'user.resendOtp' });
    expect(actor.getSnapshot().matches({ application: { preview: 'requestingOtp' } })).toBe(true);
    actor.send(done('requestOtp', { outcome: 'sent', sentAt: '2026-11-22T02:03:00Z' }));
    const s = actor.getSnapshot();
    expect([s.context.otpTriesLeft, s.context.otpNotice, s.context.otpSentAt]).toEqual([OTP_MAX_TRIES, null, '2026-11-22T02:03:00Z']);
  });

  it('a code entered in time restarts nothing: the countdown runs from the request, not from the entry', () => {
    const { actor, clock } = toOtp();
    clock.increment(OTP_VALIDITY_MS / 2);
    actor.send({ type: 'user.verifyOtp', otp: '000000' });
    actor.send(done('verifyOtp', { statusCode: '1', triesLeft: 2 }));
    clock.increment(OTP_VALIDITY_MS / 2);
    expect(actor.getSnapshot().matches({ application: { preview: 'otpExpired' } })).toBe(true);
  });

  it('the right code: non-lending pop-up, NOT NOW submits as is, StatusDetails reads the status after the submit, the thank-you page', () => {
    const { actor } = toOtp();
    actor.send({ type: 'user.verifyOtp', otp: '123456' });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3 }));
    expect(actor.getSnapshot().hasTag('nonLending')).toBe(true);
    actor.send({ type: 'user.skipNonLending' });
    expect(actor.getSnapshot().context.nonLending).toBeNull();
    actor.send(done('submitApplication', 'SME20261122000001'));
    expect(actor.getSnapshot().matches({ afterSubmission: { statusDetails: 'afterSubmit' } })).toBe(true);
    expect(actor.getSnapshot().context.submittedRefNo).toBe('SME20261122000001');
    actor.send(done('loadStatus', statusView('BTL', 'application_pending')));
    expect(routeOf(actor.getSnapshot())).toBe('SubmitDetails');
  });

  it('DONE on the non-lending pop-up saves the preferences before the submit', () => {
    const { actor } = toOtp();
    actor.send({ type: 'user.verifyOtp', otp: '123456' });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3 }));
    const preferences = { myCurrentAccount: 'Y', fxDeskServices: 'N', businessInsurance: 'N', smeStartDigital: 'N', halalNetworkAndCertifiedAdvisory: 'N' } as const;
    actor.send({ type: 'user.submitNonLending', preferences });
    expect(actor.getSnapshot().matches({ application: { preview: 'savingNonLending' } })).toBe(true);
    actor.send(done('saveNonLending', undefined));
    expect(actor.getSnapshot().matches({ application: { preview: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().context.nonLending).toEqual(preferences);
  });
});
