import { describe, expect, it } from 'vitest';
import { OTP_NOTICE_MESSAGES, otpTimeLeftMs } from '../../src/domain/otpView';
import { hasPropertyStep } from '../../src/domain/propertyReference';
import { summarySubmitErrors, summaryViewer } from '../../src/domain/summaryView';
import type { SummaryData } from '../../src/domain/summaryChecks';

const persons = {
  ApplicantDtls: [
    { OrderNumber: 1, IDNumber: 'S1234567A', MobileNumber: '91234567' },
    { OrderNumber: 2, IDNumber: 'S7654321B', MobileNumber: '98765432' },
  ],
  ApplicantsDtlsMyInfo: [
    { OrderNumber: 1, allowEdit: false },
    { OrderNumber: 2, allowEdit: false },
  ],
};

describe('summaryViewer (spec 2, 2.3: edit buttons for the first user, else only with allowEdit)', () => {
  it('the first user edits and is applicant 1; the OTP goes to their mobile', () => {
    expect(summaryViewer(persons, { firstUser: true })).toEqual({ currentOrder: 1, canEdit: true, mobile: '91234567' });
  });

  it('another person without allowEdit sees no edit buttons; the OTP goes to their own mobile', () => {
    expect(summaryViewer(persons, { firstUser: false, nric: 's7654321b' })).toEqual({ currentOrder: 2, canEdit: false, mobile: '98765432' });
  });

  it('another person whose record has allowEdit set may edit', () => {
    const allowed = { ...persons, ApplicantsDtlsMyInfo: [{ OrderNumber: 1, allowEdit: false }, { OrderNumber: 2, allowEdit: true }] };
    expect(summaryViewer(allowed, { firstUser: false, nric: 'S7654321B' }).canEdit).toBe(true);
  });

  it('someone matching no applicant edits nothing', () => {
    expect(summaryViewer(persons, { firstUser: false, nric: 'T0000000Z' })).toMatchObject({ currentOrder: null, canEdit: false });
  });
});

describe('summarySubmitErrors (spec 2, 5 "Summary submit (first user)")', () => {
  const incomplete: SummaryData = {
    Request_Form: { FinancingProduct: 'Online', FinancingAmount: null, FinancingTenure: 5, IndicativeMonthlyInstallment: 2124.7 },
    CompDtls: {
      Company_UEN: '201512345K',
      Company_Name: 'A PTE. LTD.',
      Entity_Type_Desc: 'Local Company',
      Registration_Date: '2015-03-12',
      Country_of_Incorporation_Desc: 'SINGAPORE',
      Primary_Activity_Desc: 'MACHINING',
    },
    RegBizMailAddr: { isMailAddressSameAsRegisterAddress: 'Y', Address_Format_Type: '' },
    financialHighlights: { LatestFinancialYearEndDate: '31-12-2024', AnnualRevenue1: '1000000', ProfitOrLossBeforeTax1: '50000' },
    ApplicantDtls: [
      { OrderNumber: 1, Person_Name: 'TAN', TitleCode: 'MR', MaritalStatusCode: 'M', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.com' },
    ],
    AccountDetails: { Disbursement_Branch_Desc: 'RAFFLES PLACE' },
  };

  it('the first user is told each missing field (the label is ours, the sentence the spec\'s)', () => {
    const errors = summarySubmitErrors(incomplete, { firstUser: true, termsAccepted: true });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Financing amount is required field\. Please click edit button to update the form\.$/i);
  });

  it('an unticked terms box asks to tick it, for the first user too: there is no edit button for it', () => {
    const complete: SummaryData = { ...incomplete, Request_Form: { ...incomplete.Request_Form, FinancingAmount: 100000 } };
    for (const firstUser of [true, false]) {
      const errors = summarySubmitErrors(complete, { firstUser, termsAccepted: false });
      expect(errors).toEqual(['Please tick the checkbox to accept the terms before you submit.']);
    }
  });

  it('another person is checked for the terms only', () => {
    expect(summarySubmitErrors(incomplete, { firstUser: false, termsAccepted: true })).toEqual([]);
    expect(summarySubmitErrors(incomplete, { firstUser: false, termsAccepted: false })).toHaveLength(1);
  });
});

describe('otpTimeLeftMs (spec 2, 2.4: a 2-minute countdown from the send time)', () => {
  const sent = new Date('2025-06-15T14:03:09Z');
  it('counts down from 2 minutes to zero', () => {
    expect(otpTimeLeftMs(sent, sent.getTime())).toBe(120_000);
    expect(otpTimeLeftMs(sent, sent.getTime() + 45_000)).toBe(75_000);
    expect(otpTimeLeftMs(sent, sent.getTime() + 200_000)).toBe(0);
  });
  it('never shows more than 2 minutes when the clock is behind the send time', () => {
    expect(otpTimeLeftMs(sent, sent.getTime() - 5_000)).toBe(120_000);
  });
});

describe('OTP notices (spec 2, 6 "One-time password")', () => {
  it('wrong entries count the tries down; the timer and a duplicate request have their own messages', () => {
    expect(OTP_NOTICE_MESSAGES.twoTriesLeft).toBe('The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 2 tries left.');
    expect(OTP_NOTICE_MESSAGES.oneTryLeft).toBe('The OTP entered has expired/ is invalid. Please re-enter the 6-digit OTP. 1 try left.');
    expect(OTP_NOTICE_MESSAGES.expired).toBe('The OTP entered has expired/is invalid. Please re-enter the 6-digit OTP.');
    expect(OTP_NOTICE_MESSAGES.duplicate).toMatch(/^You have already submitted an OTP request earlier\./);
  });
});

describe('hasPropertyStep (spec 2, 2.3; spec 3, 1: property details for the property products)', () => {
  it('AIP, or any product with the Property purpose', () => {
    expect(hasPropertyStep('AIP', 'N')).toBe(true);
    expect(hasPropertyStep('Personalised', 'Y')).toBe(true);
    expect(hasPropertyStep('Personalised', 'N')).toBe(false);
    expect(hasPropertyStep('Online', null)).toBe(false);
  });
});
