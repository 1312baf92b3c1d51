import { describe, expect, it } from 'vitest';
import { codeToEnter, isDuplicateRequest, namedMobileRefusal, recipient, smsText, wrongEntry } from '../../../server/areas/otp/rules';
import { dailyCapHold, holdMessage, waitHold, waitLeft, waitWords } from '../../../server/areas/otp/sendingLimits';

// Spec 2, 8: the bank's words for a number that is not the applicant's.
const INVALID_MOBILE = 'Invalid Mobile Number.';

const application = {
  persons: [
    { IDNumber: 'S1234567D', OrderNumber: 1 },
    { IDNumber: 'S7654321E', OrderNumber: 2 },
  ],
  applicants: [
    { OrderNumber: 1, MobileNumber: '91234567' },
    { OrderNumber: 2, MobileNumber: '' },
  ],
};

const at = (ms: number) => new Date(Date.UTC(2026, 2, 1, 2, 0, 0) + ms);

describe('to whom a code goes (spec 2, 7)', () => {
  it('sends an order\'s code to the number on record for that applicant', () => {
    expect(recipient(application, null, 1)).toEqual({ found: { order: 1, purpose: 'submit', mobile: '91234567' } });
  });

  it('sends order 0 to the person the status lookup found, for the lookup only', () => {
    expect(recipient(application, 'S1234567D', 0)).toEqual({ found: { order: 1, purpose: 'lookup', mobile: '91234567' } });
    expect(recipient(application, 'T0000000A', 0)).toMatchObject({ refusal: { kind: 'invalid', message: INVALID_MOBILE } });
  });

  it('refuses an applicant with no number on record', () => {
    expect(recipient(application, null, 2)).toMatchObject({ refusal: { message: INVALID_MOBILE, issues: [{ path: 'mobile' }] } });
  });

  it('takes the number in the path, in full or as the lookup masked it, only as a name for the one on record', () => {
    expect(namedMobileRefusal('91234567', '91234567')).toBeUndefined();
    expect(namedMobileRefusal('****4567', '91234567')).toBeUndefined();
    expect(namedMobileRefusal('98765432', '91234567')).toMatchObject({ kind: 'invalid', message: INVALID_MOBILE });
  });
});

describe('when a code is sent', () => {
  const limits = { otpCodesPerApplicationPerDay: 10, otpCodesPerMobilePerDay: 30, otpLookupCodesPerMobilePerDay: 20, otpUnansweredCodesBeforeWait: 3 };
  const codes = (count: number, oldest = at(0), newest = oldest) => ({ count, oldest: count ? oldest : null, newest: count ? newest : null });
  const DAY = 24 * 3600 * 1000;

  it('answers a second request within 30 seconds of a code still waiting as a duplicate, not after', () => {
    const last = { state: 'live' as const, sent_at: at(0) };
    expect(isDuplicateRequest(last, at(29_999))).toBe(true);
    expect(isDuplicateRequest(last, at(30_000))).toBe(false);
    expect(isDuplicateRequest({ ...last, state: 'verified' }, at(1_000))).toBe(false);
  });

  it("holds back a bound session's 11th code of a day for its application, and any 31st SMS to a mobile", () => {
    const quiet = { application: codes(9), mobile: codes(29), lookupsToMobile: null };
    expect(dailyCapHold(quiet, limits)).toBeNull();
    expect(dailyCapHold({ ...quiet, application: codes(10) }, limits)).toMatchObject({ heldFor: 'tooManyCodes', caps: ['application'] });
    expect(dailyCapHold({ ...quiet, mobile: codes(30) }, limits)).toMatchObject({ heldFor: 'tooManyCodes', caps: ['mobile'] });
  });

  it("holds back a lookup's 21st code to a mobile in a day: lookups alone never reach the SMS cap", () => {
    expect(dailyCapHold({ application: null, mobile: codes(20), lookupsToMobile: codes(19) }, limits)).toBeNull();
    expect(dailyCapHold({ application: null, mobile: codes(20), lookupsToMobile: codes(20) }, limits)).toMatchObject({ caps: ['lookupsToMobile'] });
    expect(limits.otpLookupCodesPerMobilePerDay).toBeLessThan(limits.otpCodesPerMobilePerDay);
  });

  it('says from when a code can be sent again: a day after the oldest code a reached cap counts, the later of two', () => {
    const day = { application: codes(10, at(1_000)), mobile: codes(30, at(2_000)), lookupsToMobile: null };
    expect(dailyCapHold({ ...day, mobile: codes(3) }, limits)?.retryAt).toEqual(at(1_000 + DAY));
    expect(dailyCapHold(day, limits)?.retryAt).toEqual(at(2_000 + DAY));
  });

  it('lets 3 unanswered codes go at once, then waits 30 s, 1, 2, 5, 10 and 15 minutes after the last, and 15 thereafter', () => {
    const waits = [0, 0, 0, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 900_000, 900_000];
    waits.forEach((wait, count) => expect(waitLeft(codes(count, at(0), at(0)), at(0), 3)).toBe(wait));
    // Counted from the last code sent: time already passed is taken off.
    expect(waitLeft(codes(4, at(0), at(0)), at(45_000), 3)).toBe(15_000);
    expect(waitLeft(codes(4, at(0), at(0)), at(60_000), 3)).toBe(0);
  });

  it('makes a lookup wait the longest of its waits by client address, session and mobile, and says so in words', () => {
    const none = codes(0);
    expect(waitHold({ address: none, session: none, mobile: none }, at(0), limits)).toBeNull();
    const hold = waitHold({ address: codes(5), session: codes(1), mobile: codes(3) }, at(0), limits);
    expect(hold).toEqual({ heldFor: 'lockedOut', scope: 'address', waitMs: 120_000, retryAt: at(120_000) });
    expect(holdMessage(hold!)).toBe('For your security, please wait 2 minutes before asking for another one-time password.');
    expect([waitWords(1_000), waitWords(30_000), waitWords(60_000), waitWords(61_000)]).toEqual(['1 second', '30 seconds', '1 minute', '2 minutes']);
  });

  it('says in the SMS that the code is valid for 2 minutes (spec 2, 9: 120 s)', () => {
    expect(smsText('123456', 'SME1')).toContain('valid for 2 minutes');
  });
});

describe('entering a code (spec 2, 9: valid 120 s, 3 tries)', () => {
  const live = { state: 'live' as const, tries_left: 3, expires_at: at(120_000) };

  it('compares a live code until it expires', () => {
    expect(codeToEnter(live, at(120_000))).toEqual({ waiting: live });
    expect(codeToEnter(live, at(120_001))).toMatchObject({ answer: { statusCode: '2', triesLeft: 3 } });
  });

  it('has nothing to compare when no code waits, and none left when it is burnt', () => {
    expect(codeToEnter(null, at(0))).toMatchObject({ answer: { statusCode: '2', triesLeft: 0 } });
    for (const state of ['superseded', 'verified', 'consumed'] as const) {
      expect(codeToEnter({ ...live, state }, at(0))).toMatchObject({ answer: { statusCode: '2' } });
    }
    expect(codeToEnter({ ...live, state: 'burnt' }, at(0))).toMatchObject({ answer: { statusCode: '3', triesLeft: 0 } });
  });

  it('counts the wrong entries down: 2 tries left, 1 try left, then the code is burnt', () => {
    expect(wrongEntry(2)).toEqual({ didError: false, statusCode: '1', triesLeft: 2, message: 'The OTP is invalid. 2 tries left.' });
    expect(wrongEntry(1)).toMatchObject({ statusCode: '1', message: 'The OTP is invalid. 1 try left.' });
    expect(wrongEntry(0)).toMatchObject({ statusCode: '3', triesLeft: 0 });
  });
});
