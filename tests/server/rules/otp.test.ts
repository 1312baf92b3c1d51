import { describe, expect, it } from 'vitest';
import {
  codeToEnter,
  heldUntil,
  isDuplicateRequest,
  LOCKED_OUT,
  namedMobileRefusal,
  recipient,
  sendingRefusal,
  smsText,
  TOO_MANY_CODES,
  wrongEntry,
} from '../../../server/areas/otp/rules';

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
  const limits = { otpBurntCodesBeforeLockout: 3, otpCodesPerApplicationPerDay: 10, otpCodesPerMobilePerDay: 10 };
  const none = { burntWithinLockout: 0, sentToApplicationToday: 0, sentToMobileToday: 0 };

  it('answers a second request within 30 seconds of a code still waiting as a duplicate, not after', () => {
    const last = { state: 'live' as const, sent_at: at(0) };
    expect(isDuplicateRequest(last, at(29_999))).toBe(true);
    expect(isDuplicateRequest(last, at(30_000))).toBe(false);
    expect(isDuplicateRequest({ ...last, state: 'verified' }, at(1_000))).toBe(false);
  });

  it('locks the mobile out after 3 burnt codes, and holds back the 11th code of a day', () => {
    expect(sendingRefusal(none, limits)).toBeUndefined();
    expect(sendingRefusal({ ...none, burntWithinLockout: 3 }, limits)).toBe(LOCKED_OUT);
    expect(sendingRefusal({ ...none, sentToApplicationToday: 10 }, limits)).toBe(TOO_MANY_CODES);
    expect(sendingRefusal({ ...none, sentToMobileToday: 10 }, limits)).toBe(TOO_MANY_CODES);
    expect(sendingRefusal({ ...none, sentToApplicationToday: 9, sentToMobileToday: 9 }, limits)).toBeUndefined();
  });

  it('says from when a code can be sent again: a day after the oldest code a reached limit counts, the later of two; the lockout period after the oldest burnt code', () => {
    const DAY = 24 * 3600 * 1000;
    const oldest = { burnt: at(5_000), toApplication: at(1_000), toMobile: at(2_000) };
    const all = { ...limits, otpLockoutMs: DAY };
    expect(heldUntil('tooManyCodes', oldest, { ...none, sentToApplicationToday: 10 }, all)).toEqual(at(1_000 + DAY));
    expect(heldUntil('tooManyCodes', oldest, { ...none, sentToMobileToday: 10 }, all)).toEqual(at(2_000 + DAY));
    expect(heldUntil('tooManyCodes', oldest, { ...none, sentToApplicationToday: 10, sentToMobileToday: 10 }, all)).toEqual(at(2_000 + DAY));
    expect(heldUntil('lockedOut', oldest, { ...none, burntWithinLockout: 3 }, { ...all, otpLockoutMs: 3_600_000 })).toEqual(at(5_000 + 3_600_000));
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
