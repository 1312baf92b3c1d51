import { describe, expect, it } from 'vitest';
import { aipExpiryOf, disbursementOf, draftRefusal, expiryChange } from '../../../server/areas/officer/rules';

// 10:00 in Singapore on 1 March 2026.
const now = new Date('2026-03-01T02:00:00Z');

describe('the officer console (SIM)', () => {
  it('moves only a submitted application on', () => {
    expect(draftRefusal({ status: 'Submitted', reference_no: 'SME1' }, 'a letter of offer')).toBeUndefined();
    expect(draftRefusal({ status: 'Draft', reference_no: 'SME1' }, 'a letter of offer')).toEqual({
      kind: 'conflict',
      message: 'Application SME1 has not been submitted yet: a letter of offer only follows a submit.',
    });
  });

  it('records the disbursement once, on DC, to the chosen account (spec 2, 2.12: account number and date)', () => {
    const chosen = { disbursement_Branch_Code: '012', disbursement_Branch_Desc: 'X', disbursement_Branch_Account_No: '0123456789' };
    expect(disbursementOf({ account_dtls: null, account: chosen, accounts: ['0999'] }, 'DC', now)).toEqual({ AccountNum: '0123456789', Ddate: '01-03-2026' });
    expect(disbursementOf({ account_dtls: null, account: null, accounts: ['0999'] }, 'DC', now)?.AccountNum).toBe('0999');
    const earlier = { AccountNum: '0123456789', Ddate: '15-02-2026' };
    expect(disbursementOf({ account_dtls: earlier, account: chosen, accounts: null }, 'DC', now)).toBe(earlier);
    expect(disbursementOf({ account_dtls: null, account: chosen, accounts: null }, 'LO', now)).toBeNull();
  });

  it('gives an AIP 30 days from today unless the officer set its expiry (spec 3, 9)', () => {
    expect(aipExpiryOf({ expiry_date: null }, now)).toBe('2026-03-31');
    expect(aipExpiryOf({ expiry_date: '2026-06-01' }, now)).toBe('2026-06-01');
  });

  it('expires an open application, undoes it back to what it was, and leaves a cancelled or rejected one alone', () => {
    const submitted = { status: 'Submitted' as const, reference_no: 'SME1', submitted_at: now };
    expect(expiryChange(submitted, true)).toEqual({ found: 'Expired' });
    expect(expiryChange({ ...submitted, status: 'Expired' }, false)).toEqual({ found: 'Submitted' });
    expect(expiryChange({ ...submitted, status: 'Expired', submitted_at: null }, false)).toEqual({ found: 'Draft' });
    expect(expiryChange(submitted, undefined)).toEqual({ found: null });
    expect(expiryChange({ ...submitted, status: 'Expired' }, true)).toEqual({ found: null });
    expect(expiryChange({ ...submitted, status: 'Rejected' }, true)).toMatchObject({ refusal: { kind: 'conflict' } });
  });
});
