import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../machines/routes';
import { done, driveFrom } from '../oracles/drive';

/**
 * Spec 2, 2.4, 2.5 and 4 "One-time password": the verify call's answer decides. statusCode '0' is
 * verified; a wrong code leaves the tries the bank counts ('2 tries left', then '1 try left'); the third
 * failure (no try left, or the bank's lock) goes to InvalidOTP; an expired code shows the expired message.
 */
describe('OTP verify on the summary: each answer, tries left at and either side of the last one', () => {
  const verify = (output: object, switches = '') => {
    const { actor } = driveFrom({ application: { preview: { otp: 'verifying' } } }, { flags: { firstUser: true } }, switches);
    actor.send(done('verifyOtp', output));
    return actor.getSnapshot();
  };

  it.each([
    [2, 'twoTriesLeft'],
    [1, 'oneTryLeft'],
  ] as const)('a wrong code with %i tries left: the code again, with the %s message', (triesLeft, notice) => {
    const s = verify({ statusCode: '1', triesLeft });
    expect(s.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect(s.context.otpTriesLeft).toBe(triesLeft);
    expect(s.context.otpNotice).toBe(notice);
  });

  it('a wrong code with no try left: InvalidOTP', () => {
    expect(routeOf(verify({ statusCode: '1', triesLeft: 0 }))).toBe('InvalidOTP');
  });

  it('the bank locked the code (3) even with tries counted left: InvalidOTP', () => {
    expect(routeOf(verify({ statusCode: '3', triesLeft: 1 }))).toBe('InvalidOTP');
  });

  it('an expired code (2): the expired message, resend offered, still on the summary', () => {
    const s = verify({ statusCode: '2', triesLeft: 2 });
    expect(s.matches({ application: { preview: 'otpExpired' } })).toBe(true);
    expect(s.context.otpNotice).toBe('expired');
  });

  it('verified, non-lending on, first user: the non-lending pop-up before the submit (spec 2, 2.11)', () => {
    expect(verify({ statusCode: '0', triesLeft: 3 }).matches({ application: { preview: 'nonLending' } })).toBe(true);
  });

  it('verified, non-lending off: straight to the submit', () => {
    expect(verify({ statusCode: '0', triesLeft: 3 }, 'nonLending=off').matches({ application: { preview: 'submitting' } })).toBe(true);
  });

  it('verified by another applicant: no non-lending pop-up (first user only)', () => {
    const { actor } = driveFrom({ application: { preview: { otp: 'verifying' } } }, { flags: { firstUser: false } });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3 }));
    expect(actor.getSnapshot().matches({ application: { preview: 'submitting' } })).toBe(true);
  });
});

describe('OTP request: sent, duplicate, refused', () => {
  const request = (output: object) => {
    const { actor } = driveFrom({ application: { preview: 'requestingOtp' } }, { otpTriesLeft: 1, otpNotice: 'oneTryLeft' });
    actor.send(done('requestOtp', output));
    return actor.getSnapshot();
  };

  it('sent: the countdown from the sent time, three tries again, no message', () => {
    const s = request({ outcome: 'sent', sentAt: '2026-11-22T02:00:00Z' });
    expect(s.matches({ application: { preview: { otp: 'waiting' } } })).toBe(true);
    expect([s.context.otpSentAt, s.context.otpTriesLeft, s.context.otpNotice]).toEqual(['2026-11-22T02:00:00Z', 3, null]);
  });

  it('a duplicate request: the duplicate-request message', () => {
    const s = request({ outcome: 'duplicate', sentAt: null });
    expect(s.matches({ application: { preview: 'otp' } })).toBe(true);
    expect(s.context.otpNotice).toBe('duplicate');
  });

  it('refused (too many): the OTP-exceeded page', () => {
    expect(routeOf(request({ outcome: 'exceeded', sentAt: null }))).toBe('InvalidOTP');
  });
});

describe('OTP on Welcome: what the verified code continues to', () => {
  const verified = (option: 'Status' | 'Resume') => {
    const lookup = { option, uen: '201912345K', nric: 'S1234567D', result: null };
    const { actor } = driveFrom({ returning: { welcome: { otp: 'verifying' } } }, { lookup, flags: { lookupOption: option } });
    actor.send(done('verifyOtp', { statusCode: '0', triesLeft: 3 }));
    return routeOf(actor.getSnapshot());
  };
  it('Status Enquiry / View Offer: the status', () => expect(verified('Status')).toBe('StatusDetails'));
  it('Resume Application: the identity service', () => expect(verified('Resume')).toBe('MyInfoLanding'));
});
