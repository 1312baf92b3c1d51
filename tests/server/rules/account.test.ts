import { describe, expect, it } from 'vitest';
import { accountNumberRefusal } from '../../../server/areas/steps/rules/account';

// Spec 1, 5.3 and 3, 9: with the account check the account is one of the list; without it a typed number of digits.
describe('the disbursement account the bank accepts', () => {
  const list = ['0123456789', '0123456790'];

  it('account check on: one of the list, or none when there is at most one', () => {
    expect(accountNumberRefusal('0123456789', { accountCheck: true, accounts: list })).toBeUndefined();
    expect(accountNumberRefusal('99999999', { accountCheck: true, accounts: list })?.issues?.[0].message).toBe('is not one of the accounts of getAccountList');
    expect(accountNumberRefusal('', { accountCheck: true, accounts: list })?.issues?.[0].message).toBe('is required when the business has more than one account');
    expect(accountNumberRefusal('', { accountCheck: true, accounts: ['0123456789'] })).toBeUndefined();
  });

  it('account check off: 6 to 80 digits, whatever the list says', () => {
    expect(accountNumberRefusal('123456', { accountCheck: false, accounts: [] })).toBeUndefined();
    expect(accountNumberRefusal('9'.repeat(80), { accountCheck: false, accounts: list })).toBeUndefined();
    for (const bad of ['', '12345', '9'.repeat(81), '12-345-678', '1234567A']) {
      expect(accountNumberRefusal(bad, { accountCheck: false, accounts: [] }), bad).toMatchObject({
        kind: 'invalid',
        issues: [{ path: 'disbursement_Branch_Account_No', message: 'Input 6 to 80 digits, numbers only.' }],
      });
    }
  });
});
