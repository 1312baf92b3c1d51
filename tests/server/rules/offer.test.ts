import { describe, expect, it } from 'vitest';
import {
  boardEntityRefusal,
  boardMeetingDateOf,
  boardMeetingSaveRefusal,
  cancelRefusal,
  isValidBoardMeetingDate,
  overRefusal,
  uenRefusal,
} from '../../../server/areas/offer/rules';
import { boardMeetingWindow } from '../../../src/domain/boardMeeting';

// Spec 2, 5: the bank's words when the board meeting date is refused.
const INVALID_DATE =
  'Invalid board meeting date! Note: BR date must be on the same day or after LO generation date and within 14 days from LO generation date.';

describe('the board meeting window (spec 2, 5 and 9: on or after the letter of offer, within 14 days)', () => {
  it('runs from the day of the letter of offer to 14 days after it, both included', () => {
    expect(boardMeetingWindow('2026-03-01')).toEqual({ first: '2026-03-01', last: '2026-03-15' });
    expect(boardMeetingWindow('2026-12-25')).toEqual({ first: '2026-12-25', last: '2027-01-08' });
  });

  it('accepts the first and the last day and refuses the day before and the day after', () => {
    expect(isValidBoardMeetingDate('2026-03-01', '20260301')).toBe(true);
    expect(isValidBoardMeetingDate('2026-03-01', '20260315')).toBe(true);
    expect(isValidBoardMeetingDate('2026-03-01', '20260228')).toBe(false);
    expect(isValidBoardMeetingDate('2026-03-01', '20260316')).toBe(false);
  });

  it('refuses a day that is not on the calendar, and any date while there is no letter of offer', () => {
    expect(isValidBoardMeetingDate('2026-02-20', '20260231')).toBe(false);
    expect(isValidBoardMeetingDate(null, '20260301')).toBe(false);
  });

  it('gives the stored day back as day, month and year', () => {
    expect(boardMeetingDateOf('2026-03-09')).toEqual({ day: 9, month: 3, year: 2026 });
  });
});

describe('saving the board meeting date (spec 2, 4 and 5)', () => {
  const offered = { board_meeting_date: null, letter_of_offer_on: '2026-03-01' };

  it('allows a date inside the window', () => {
    expect(boardMeetingSaveRefusal(offered, '20260310')).toBeUndefined();
  });

  it('refuses a date outside the window with the spec message, naming the field', () => {
    const refusal = boardMeetingSaveRefusal(offered, '20260316');
    expect(refusal).toMatchObject({ kind: 'invalid', message: INVALID_DATE });
    expect(refusal?.issues?.[0].path).toBe('bmdate');
  });

  it('refuses a second date: once submitted it cannot be changed', () => {
    expect(boardMeetingSaveRefusal({ ...offered, board_meeting_date: '2026-03-05' }, '20260310')?.kind).toBe('conflict');
  });

  it('refuses any date before a letter of offer exists', () => {
    expect(boardMeetingSaveRefusal({ board_meeting_date: null, letter_of_offer_on: null }, '20260310')?.kind).toBe('invalid');
  });

  it('is for the entity types LL, LC and PCLS only (spec 2, 6)', () => {
    for (const type of ['LL', 'LC', 'PCLS']) expect(boardEntityRefusal(type)).toBeUndefined();
    expect(boardEntityRefusal('BN')).toMatchObject({
      kind: 'invalid',
      message: 'Only entity types LL, LC and PCLS confirm a board meeting date; this business is BN: accept the letter of offer directly.',
    });
    expect(boardEntityRefusal(null)?.message).toContain('of no known type');
  });
});

describe('cancelling (spec 2, 2.12)', () => {
  it('allows a draft, a submitted application and an offer not yet disbursed', () => {
    expect(cancelRefusal('Draft', 'application_pending')).toBeUndefined();
    expect(cancelRefusal('Submitted', 'application_complete')).toBeUndefined();
    expect(cancelRefusal('Submitted', 'LO')).toBeUndefined();
  });

  it('refuses, as a conflict, an application already cancelled, rejected, expired or disbursed', () => {
    expect(cancelRefusal('Cancelled', 'LO')).toEqual({ kind: 'conflict', message: 'This application has already been cancelled.' });
    expect(cancelRefusal('Rejected', 'RJ')).toEqual({
      kind: 'conflict',
      message: 'This application has been rejected: it can no longer be cancelled.',
    });
    expect(cancelRefusal('Expired', 'application_pending')?.message).toBe('This application has been expired: it can no longer be cancelled.');
    expect(cancelRefusal('Submitted', 'DC')?.message).toBe(
      'This financing has already been disbursed: the application can no longer be cancelled.',
    );
    // Spec 2, 2.12: the rejected view (DE, RJ, AB) offers no cancel, whatever status the officer left.
    for (const progress of ['DE', 'RJ', 'AB']) expect(cancelRefusal('Submitted', progress)?.kind).toBe('conflict');
    expect(cancelRefusal('Submitted', 'LA')).toBeUndefined();
    expect(cancelRefusal('Submitted', 'DI')).toBeUndefined();
  });

  it('says what an application that is over refuses', () => {
    expect(overRefusal('Submitted', 'no board meeting date can be saved')).toBeUndefined();
    expect(overRefusal('Cancelled', 'no board meeting date can be saved')?.message).toBe(
      'This application has been cancelled: no board meeting date can be saved.',
    );
  });
});

describe('the UEN of a call', () => {
  const app = { company: null, persona_uen: '201912345K', reference_no: 'SME20260301000001' };

  it('must be the application\'s own, whatever its case and spaces', () => {
    expect(uenRefusal(app, ' 201912345k ')).toBeUndefined();
    expect(uenRefusal(app, '199900001A')).toMatchObject({ kind: 'invalid', issues: [{ path: 'uen' }] });
  });
});
