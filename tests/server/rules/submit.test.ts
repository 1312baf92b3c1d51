import { describe, expect, it } from 'vitest';
import { afterSubmitOf, authorisesSubmit, missingSections, submitRefusal } from '../../../server/areas/steps/rules/submit';
import { findByUen } from '../../../server/personas';
import type { ApplicationRow } from '../../../server/store/applications';
import { applicationRow, NOBODY_SUBMITTED } from '../helpers/applicationRow';
import { MERLION } from '../helpers/journey';

const now = new Date('2026-03-01T02:00:00Z');
const merlion = findByUen(MERLION.uen, now)!;

/** A two-director Online application with every section saved by applicant 1, nobody submitted yet. */
function ready(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return applicationRow(merlion, now, {
    retrieved_nrics: [MERLION.first.nric],
    financials: { LatestFinancialYearEndDate: '2025-12-31', AnnualRevenue1: '1', ProfitOrLossBeforeTax1: '1', PreviousFinancialYearEndDate: '', AnnualRevenue2: '', ProfitOrLossBeforeTax2: '' },
    applicants: [
      { OrderNumber: 1, IDNumber: MERLION.first.nric, Person_Name: MERLION.first.name, MobileNumber: MERLION.first.mobile, Email_Address: MERLION.first.email },
      { OrderNumber: 2, IDNumber: MERLION.second.nric, Person_Name: MERLION.second.name, MobileNumber: MERLION.second.mobile, Email_Address: MERLION.second.email },
    ],
    account: { disbursement_Branch_Code: '012', disbursement_Branch_Desc: 'X', disbursement_Branch_Account_No: MERLION.accounts[0] },
    ...overrides,
  });
}

describe('before a submit (spec 2, 4)', () => {
  it('lets applicant 1 submit once every section is saved', () => {
    expect(missingSections(ready(), 1)).toEqual([]);
    expect(submitRefusal(ready(), 1, 'N')).toBeUndefined();
  });

  it('names what is missing, in the order the journey saves it', () => {
    const bare = ready({ financials: null, account: null, declarations_accepted_at: null });
    expect(missingSections(bare, 1)).toEqual([
      'the company details (financial highlights)',
      'the account details',
      'the declarations accepted by applicant 1',
    ]);
    expect(missingSections(ready(), 2)).toEqual(['the declarations accepted by applicant 2']);
  });

  it('refuses a second submit by the same applicant, and any submit of a closed application', () => {
    const done = ready({ status: 'Submitted', submitted_applicants: { ...NOBODY_SUBMITTED, Applicant1: 'true' } });
    expect(submitRefusal(done, 1, 'N')?.message).toBe('Applicant 1 has already submitted this application.');
    expect(submitRefusal(ready({ status: 'Cancelled' }), 1, 'N')?.message).toBe('This application has already been cancelled.');
  });

  it('refuses IsNonLendingCompleted Y without saved preferences', () => {
    expect(submitRefusal(ready(), 1, 'Y')?.issues?.[0].path).toBe('IsNonLendingCompleted');
  });
});

describe('the OTP a submit needs (spec 2, 2.4)', () => {
  const verified = { state: 'verified' as const, purpose: 'submit' as const, verified_at: now };

  it('is one verified for the submit within the last 10 minutes', () => {
    expect(authorisesSubmit(verified, new Date(now.getTime() + 10 * 60_000))).toBe(true);
    expect(authorisesSubmit(verified, new Date(now.getTime() + 10 * 60_000 + 1))).toBe(false);
  });

  it('is never a lookup\'s code, one not verified, or none', () => {
    expect(authorisesSubmit({ ...verified, purpose: 'lookup' }, now)).toBe(false);
    expect(authorisesSubmit({ ...verified, state: 'live', verified_at: null }, now)).toBe(false);
    expect(authorisesSubmit(null, now)).toBe(false);
  });
});

describe('after a submit', () => {
  it('is pending until every applicant has submitted, then complete', () => {
    const first = afterSubmitOf(ready(), 1);
    expect(first.progress).toBe('application_pending');
    expect(first.submittedApplicants.Applicant1).toBe('true');
    const second = afterSubmitOf(ready({ submitted_applicants: first.submittedApplicants }), 2);
    expect(second.progress).toBe('application_complete');
  });
});
