import { describe, expect, it } from 'vitest';
import type { PropertyDetails } from '../../src/contract';
import { withoutRow } from '../../services/propertyRows';

const balance = (bankName: string, accountNumber: string, currency: string) => ({
  bankName, bankNameDescription: bankName, accountNumber, currency, sixMonthsBalanceAmt: 1000,
});
const commitment = (loanProductType: string) => ({ loanProductType, loanProductTypeDescription: loanProductType, numberOfBanks: '1', numberOfBanksDescription: '1', amount: 100 });
const saved = {
  referenceNo: 'SME1',
  bankBalanceDetails: [balance('B1', '1', 'SGD'), balance('B1', '1', 'USD'), balance('B2', '1', 'SGD')],
  monthlyDebtCommitments: [commitment('TERM_LOAN'), commitment('HIRE_PURCHASE')],
} as unknown as PropertyDetails;

describe('withoutRow: the saved property details without one row of the summary (spec 2, 2.3)', () => {
  it.each([
    [{ list: 'balances', bankName: 'B1', accountNumber: '1', currency: 'USD' } as const, [['B1', 'SGD'], ['B2', 'SGD']], ['TERM_LOAN', 'HIRE_PURCHASE']],
    [{ list: 'balances', bankName: 'B2', accountNumber: '1', currency: 'SGD' } as const, [['B1', 'SGD'], ['B1', 'USD']], ['TERM_LOAN', 'HIRE_PURCHASE']],
    [{ list: 'commitments', loanProductType: 'TERM_LOAN' } as const, [['B1', 'SGD'], ['B1', 'USD'], ['B2', 'SGD']], ['HIRE_PURCHASE']],
    [{ list: 'commitments', loanProductType: 'NONE' } as const, [['B1', 'SGD'], ['B1', 'USD'], ['B2', 'SGD']], ['TERM_LOAN', 'HIRE_PURCHASE']],
  ])('%j', (row, balances, commitments) => {
    const after = withoutRow(saved, row);
    expect(after.bankBalanceDetails.map((b) => [b.bankName, b.currency])).toEqual(balances);
    expect(after.monthlyDebtCommitments.map((m) => m.loanProductType)).toEqual(commitments);
    expect(after.referenceNo).toBe('SME1');
  });
});
