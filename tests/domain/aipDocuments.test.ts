import { describe, expect, it } from 'vitest';
import { aipDocumentRows, type AipDocumentsInput } from '../../src/domain/aipDocuments';

const NONE: AipDocumentsInput = { hasFinancialStatement: 'N', hasManagementAccount: 'N', hasDraftAccount: 'N', hasBankStatement: 'N', hasOTP: 'N' };

const received = (d: AipDocumentsInput | null) => Object.fromEntries(aipDocumentRows(d).map((r) => [r.id, r.received]));

/**
 * Spec 3, 2 "AIP approved page": three document-status icons. The financial report (document type FS,
 * spec 3, 3) counts as received when any financial document is: a financial statement, a management
 * account (MA) or a draft account (DA).
 */
describe('aipDocumentRows', () => {
  it('shows the three documents by their spec titles, in order', () => {
    expect(aipDocumentRows(NONE).map((r) => [r.id, r.title])).toEqual([
      ['financial', 'Financial Report'],
      ['bank', 'Bank Statement'],
      ['otp', 'Option to Purchase'],
    ]);
  });

  it('nothing received, or no document status at all: every icon not received', () => {
    expect(received(NONE)).toEqual({ financial: false, bank: false, otp: false });
    expect(received(null)).toEqual({ financial: false, bank: false, otp: false });
  });

  it.each<[string, AipDocumentsInput]>([
    ['a financial statement', { ...NONE, hasFinancialStatement: 'Y' }],
    ['only a management account', { ...NONE, hasManagementAccount: 'Y' }],
    ['only a draft account', { ...NONE, hasDraftAccount: 'Y' }],
    ['all three financial documents', { ...NONE, hasFinancialStatement: 'Y', hasManagementAccount: 'Y', hasDraftAccount: 'Y' }],
  ])('%s: the financial report is received, the others are not', (_, d) => {
    expect(received(d)).toEqual({ financial: true, bank: false, otp: false });
  });

  it('a bank statement alone: only the bank statement is received', () => {
    expect(received({ ...NONE, hasBankStatement: 'Y' })).toEqual({ financial: false, bank: true, otp: false });
  });

  it('an option to purchase alone: only the option to purchase is received', () => {
    expect(received({ ...NONE, hasOTP: 'Y' })).toEqual({ financial: false, bank: false, otp: true });
  });

  it('everything received', () => {
    expect(received({ hasFinancialStatement: 'Y', hasManagementAccount: 'N', hasDraftAccount: 'N', hasBankStatement: 'Y', hasOTP: 'Y' })).toEqual({
      financial: true,
      bank: true,
      otp: true,
    });
  });
});
