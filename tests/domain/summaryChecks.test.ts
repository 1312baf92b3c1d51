import { describe, expect, it } from 'vitest';
import { summaryMissingLabels, summaryRequiredFieldErrors, type SummaryData } from '../../src/domain/summaryChecks';

const mailing = {
  isMailAddressSameAsRegisterAddress: 'N',
  Address_Format_Type: 'D',
  Postal_Code: '018989',
  Block_Number: '1',
  Storey_Number: '10',
  Unit_Number: '01',
  Street_Name: 'RAFFLES PLACE',
  Post_Office_Name: 'RAFFLES PO',
  Locked_Bag_Number: '12',
  Godown_Number: '3',
  Lot_Mukim_Number: '44',
  Box_Number: '55',
  Window_Delivery_Number: '6',
  Address_Line1: 'LINE 1',
  Address_Line2: 'LINE 2',
};

const complete: SummaryData = {
  Request_Form: { FinancingProduct: 'Online', FinancingAmount: 100000, FinancingTenure: 5, IndicativeMonthlyInstallment: 2124.7 },
  CompDtls: {
    Company_UEN: '201512345K',
    Company_Name: 'MERLION PRECISION ENGINEERING PTE. LTD.',
    Entity_Type_Desc: 'Local Company',
    Registration_Date: '2015-03-12',
    Country_of_Incorporation_Desc: 'SINGAPORE',
    Primary_Activity_Desc: 'MACHINING',
  },
  RegBizMailAddr: mailing,
  financialHighlights: { LatestFinancialYearEndDate: '2024-12-31', AnnualRevenue1: '1500000.00', ProfitOrLossBeforeTax1: '-2000.00' },
  ApplicantDtls: [
    { OrderNumber: 1, Person_Name: 'TAN', TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', MobileNumber: '91234567', Email_Address: 'tan@example.sg' },
    { OrderNumber: 2, Person_Name: 'LIM', MobileNumber: '82345678', Email_Address: 'lim@example.sg' },
  ],
  AccountDetails: { Disbursement_Branch_Desc: 'Raffles Place' },
};

const ok = { termsAccepted: true };
const with_ = (patch: (d: SummaryData) => SummaryData) => summaryMissingLabels(patch(structuredClone(complete)), ok);

describe('summary required fields (spec 2, 5 "Summary submit (first user)")', () => {
  it('a complete summary with the terms ticked passes', () => expect(summaryRequiredFieldErrors(complete, ok)).toEqual([]));

  it.each([
    ['Personalised: no tenure or instalment to ask for', { FinancingProduct: 'Personalised', FinancingAmount: 500000, FinancingTenure: 0, IndicativeMonthlyInstallment: 0 }, []],
    ['AIP without an Option to Purchase: no amount either', { FinancingProduct: 'AIP', FinancingAmount: 0, FinancingTenure: 0, IndicativeMonthlyInstallment: 0, IsExistingOTPAvailable: 'N' }, []],
    ['AIP with an Option to Purchase: its amount', { FinancingProduct: 'AIP', FinancingAmount: 0, FinancingTenure: 0, IndicativeMonthlyInstallment: 0, IsExistingOTPAvailable: 'Y' }, ['Financing Amount']],
    ['Personalised without an amount', { FinancingProduct: 'Personalised', FinancingAmount: null, FinancingTenure: 0, IndicativeMonthlyInstallment: 0 }, ['Financing Amount']],
  ] as const)('%s', (_label, form, expected) => {
    const data: SummaryData = { ...complete, AccountDetails: null, Request_Form: { ...form } };
    expect(summaryRequiredFieldErrors(data, ok)).toEqual(expected.map((l) => `${l} is required field. Please click edit button to update the form.`));
  });

  it('words each message as the spec quotes it', () => {
    expect(summaryRequiredFieldErrors({ ...complete, Request_Form: { ...complete.Request_Form, FinancingAmount: 0 } }, ok)).toEqual([
      'Financing Amount is required field. Please click edit button to update the form.',
    ]);
  });

  it.each([
    ['amount', (d: SummaryData) => ({ ...d, Request_Form: { ...d.Request_Form, FinancingAmount: null } }), 'Financing Amount'],
    ['tenure', (d: SummaryData) => ({ ...d, Request_Form: { ...d.Request_Form, FinancingTenure: 0 } }), 'Tenure'],
    ['instalment', (d: SummaryData) => ({ ...d, Request_Form: { ...d.Request_Form, IndicativeMonthlyInstallment: null } }), 'Indicative Monthly Instalment'],
    ['registration number', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Company_UEN: '' } }), 'Company Registration Number'],
    ['company name', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Company_Name: ' ' } }), 'Company Name'],
    ['entity type', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Entity_Type_Desc: '' } }), 'Entity Type'],
    ['registration date', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Registration_Date: '' } }), 'Date of Incorporation'],
    ['country of incorporation', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Country_of_Incorporation_Desc: '' } }), 'Country of Incorporation'],
    ['primary activity', (d: SummaryData) => ({ ...d, CompDtls: { ...d.CompDtls, Primary_Activity_Desc: '' } }), 'Primary Business Activity'],
    ['latest year end', (d: SummaryData) => ({ ...d, financialHighlights: { ...d.financialHighlights!, LatestFinancialYearEndDate: '' } }), 'Latest Financial Year End Date'],
    ['annual revenue', (d: SummaryData) => ({ ...d, financialHighlights: { ...d.financialHighlights!, AnnualRevenue1: '' } }), 'Annual Revenue'],
    ['profit or loss', (d: SummaryData) => ({ ...d, financialHighlights: { ...d.financialHighlights!, ProfitOrLossBeforeTax1: '' } }), 'Profit / Loss Before Tax'],
    ['disbursement branch (Online)', (d: SummaryData) => ({ ...d, AccountDetails: null }), 'Preferred Disbursement Branch'],
    ['first user title', (d: SummaryData) => ({ ...d, ApplicantDtls: [{ ...d.ApplicantDtls[0], TitleCode: '' }, d.ApplicantDtls[1]] }), 'Applicant 1 Title'],
    ['first user marital status', (d: SummaryData) => ({ ...d, ApplicantDtls: [{ ...d.ApplicantDtls[0], MaritalStatusCode: undefined }, d.ApplicantDtls[1]] }), 'Applicant 1 Marital Status'],
    ['first user country of residence', (d: SummaryData) => ({ ...d, ApplicantDtls: [{ ...d.ApplicantDtls[0], CountryOfResidenceCode: '' }, d.ApplicantDtls[1]] }), 'Applicant 1 Country of Residence'],
    ['first user mobile', (d: SummaryData) => ({ ...d, ApplicantDtls: [{ ...d.ApplicantDtls[0], MobileNumber: '' }, d.ApplicantDtls[1]] }), 'Applicant 1 Mobile Number'],
    ['first user e-mail', (d: SummaryData) => ({ ...d, ApplicantDtls: [{ ...d.ApplicantDtls[0], Email_Address: '' }, d.ApplicantDtls[1]] }), 'Applicant 1 Email Address'],
    ['other person mobile', (d: SummaryData) => ({ ...d, ApplicantDtls: [d.ApplicantDtls[0], { ...d.ApplicantDtls[1], MobileNumber: '' }] }), 'Applicant 2 Mobile Number'],
    ['other person e-mail', (d: SummaryData) => ({ ...d, ApplicantDtls: [d.ApplicantDtls[0], { ...d.ApplicantDtls[1], Email_Address: '' }] }), 'Applicant 2 Email Address'],
    ['mailing address never saved', (d: SummaryData) => ({ ...d, RegBizMailAddr: null }), 'Mailing Address'],
    ['mailing address type unknown', (d: SummaryData) => ({ ...d, RegBizMailAddr: { ...mailing, Address_Format_Type: '' } }), 'Address Type'],
  ])('%s', (_n, patch, label) => expect(with_(patch)).toEqual([label]));

  it('highlights that were never saved miss all three fields', () => {
    expect(with_((d) => ({ ...d, financialHighlights: null }))).toEqual(['Latest Financial Year End Date', 'Annual Revenue', 'Profit / Loss Before Tax']);
  });

  it('terms checkbox', () => expect(summaryMissingLabels(complete, { termsAccepted: false })).toEqual(['Terms and Conditions']));

  it('does not ask other persons for title, marital status or country', () => {
    expect(with_((d) => ({ ...d, ApplicantDtls: [d.ApplicantDtls[0], { ...d.ApplicantDtls[1], TitleCode: '', MaritalStatusCode: '' }] }))).toEqual([]);
  });

  it('does not ask for a disbursement branch outside the Online product', () => {
    expect(with_((d) => ({ ...d, Request_Form: { ...d.Request_Form, FinancingProduct: 'Personalised' }, AccountDetails: null }))).toEqual([]);
  });

  it('does not check the mailing fields when the mailing address is the registered one', () => {
    expect(with_((d) => ({ ...d, RegBizMailAddr: { isMailAddressSameAsRegisterAddress: 'Y', Address_Format_Type: '' } }))).toEqual([]);
  });

  // One row per field and mailing address type (spec 2, 5).
  it.each([
    ['D', 'Postal_Code', 'Postal Code'],
    ['D', 'Block_Number', 'Block / House No.'],
    ['D', 'Storey_Number', 'Level'],
    ['D', 'Unit_Number', 'Unit No.'],
    ['D', 'Street_Name', 'Street Name'],
    ['H', 'Postal_Code', 'Postal Code'],
    ['H', 'Block_Number', 'Block / House No.'],
    ['H', 'Storey_Number', 'Level'],
    ['H', 'Unit_Number', 'Unit No.'],
    ['H', 'Street_Name', 'Street Name'],
    ['B', 'Post_Office_Name', 'Post Office Name'],
    ['B', 'Locked_Bag_Number', 'Locked Bag No.'],
    ['G', 'Godown_Number', 'Godown No.'],
    ['L', 'Lot_Mukim_Number', 'Lot / Mukim No.'],
    ['L', 'Street_Name', 'Street Name'],
    ['P', 'Box_Number', 'PO Box No.'],
    ['P', 'Post_Office_Name', 'Post Office Name'],
    ['W', 'Window_Delivery_Number', 'Window Delivery No.'],
    ['W', 'Post_Office_Name', 'Post Office Name'],
    ['F', 'Address_Line1', 'Address Line 1'],
    ['F', 'Address_Line2', 'Address Line 2'],
    ['S', 'Postal_Code', 'Postal Code'],
  ])('mailing type %s: %s blank', (type, field, label) => {
    expect(with_((d) => ({ ...d, RegBizMailAddr: { ...mailing, Address_Format_Type: type, [field]: '' } }))).toEqual([label]);
  });

  it.each([
    ['B', 'Postal_Code'],
    ['G', 'Street_Name'],
    ['F', 'Postal_Code'],
    ['P', 'Block_Number'],
  ])('mailing type %s does not require %s', (type, field) => {
    expect(with_((d) => ({ ...d, RegBizMailAddr: { ...mailing, Address_Format_Type: type, [field]: '' } }))).toEqual([]);
  });
});
