import { labels, messages } from '../../src/domain/messages';
import { PERSON_BLANK_MESSAGE } from '../../src/domain/persons';
import {
  accountSchema,
  companyDataCompletenessErrors,
  companyDetailsSchema,
  contactSchema,
  financeDetailsSchema,
  otpSchema,
  profitOrLossError,
  revenueError,
  validationErrors,
  type CompanyDataForCompleteness,
} from '../../src/domain/schemas';

const today = new Date(2025, 5, 15);
const long = (n: number) => 'A'.repeat(n);

describe('financeDetailsSchema (spec 1 s5.1)', () => {
  const online = {
    financingProduct: 'Online',
    financingType: 'Conventional',
    financingAmount: 100000,
    financingTenure: 5,
    indicativeInterestRate: 10,
    promoCode: '',
    referralCode: '',
  };

  it.each([
    ['Online', online],
    ['Online, tenure and amount as strings', { ...online, financingTenure: '3', financingAmount: '20000' }],
    ['Online at the lowest rate, 8 % (spec 3, 9)', { ...online, indicativeInterestRate: 8 }],
    ['Online at the highest rate, 12 %', { ...online, indicativeInterestRate: 12 }],
    ['Online at 8.05 %, one 0.05 step up', { ...online, indicativeInterestRate: 8.05 }],
    ['Online rate typed as text', { ...online, indicativeInterestRate: '11.95' }],
    ['Personalised carries no rate', { financingProduct: 'Personalised', financingType: 'Conventional', wcl: true, financingAmount: 50000, indicativeInterestRate: 0 }],
    ['Online, promo of 20 characters', { ...online, promoCode: long(20), referralCode: long(20), promoValue: long(20) }],
    ['Personalised working capital', { financingProduct: 'Personalised', financingType: 'Islamic', wcl: true, financingAmount: '20000', halalDeclaration: true }],
    ['Personalised property only at 200,000', { financingProduct: 'Personalised', financingType: 'Conventional', property: 'Y', financingAmount: 200000 }],
    ['AIP without an Option to Purchase', { financingProduct: 'AIP', financingType: 'Conventional', isExistingOTPAvailable: 'N' }],
    ['AIP with an Option to Purchase', { financingProduct: 'AIP', financingType: 'Conventional', isExistingOTPAvailable: 'Y', financingAmount: 200000 }],
  ])('happy path: %s', (_name, values) => {
    expect(validationErrors(financeDetailsSchema, values)).toEqual({});
  });

  it.each([
    ['no product', { ...online, financingProduct: '' }, 'financingProduct', messages.noProductSelected],
    ['unknown product', { ...online, financingProduct: 'Other' }, 'financingProduct', messages.noProductSelected],
    ['no financing type', { ...online, financingType: '' }, 'financingType', messages.financingTypeRequired],
    ['Online 19,999', { ...online, financingAmount: 19999 }, 'financingAmount', messages.amountRangeOnline],
    ['Online 300,001', { ...online, financingAmount: 300001 }, 'financingAmount', messages.amountRangeOnline],
    ['Online blank amount', { ...online, financingAmount: '' }, 'financingAmount', messages.amountRequired],
    ['Online no tenure', { ...online, financingTenure: '' }, 'financingTenure', messages.tenureRequired],
    ['Online tenure 6', { ...online, financingTenure: 6 }, 'financingTenure', messages.tenureRequired],
    ['Online rate 7.95 %', { ...online, indicativeInterestRate: 7.95 }, 'indicativeInterestRate', 'Input Min. 8% - Max. 12%'],
    ['Online rate 12.05 %', { ...online, indicativeInterestRate: 12.05 }, 'indicativeInterestRate', 'Input Min. 8% - Max. 12%'],
    ['Online blank rate', { ...online, indicativeInterestRate: '' }, 'indicativeInterestRate', 'Input Min. 8% - Max. 12%'],
    ['Online rate 9.03 %, off the 0.05 step', { ...online, indicativeInterestRate: 9.03 }, 'indicativeInterestRate', 'Input the interest rate in steps of 0.05%'],
    ['promo 21 characters', { ...online, promoCode: long(21) }, 'promoCode', messages.promoMax],
    ['referral 21 characters', { ...online, referralCode: long(21) }, 'referralCode', messages.promoMax],
    ['promo-or-referral input 21 characters', { ...online, promoValue: long(21) }, 'promoValue', messages.promoMax],
    ['Personalised without purpose', { financingProduct: 'Personalised', financingType: 'Conventional', financingAmount: 50000 }, 'purpose', messages.noPurposeSelected],
    ['Personalised property only 199,999', { financingProduct: 'Personalised', financingType: 'Conventional', property: true, financingAmount: 199999 }, 'financingAmount', messages.amountRangeProperty],
    ['Personalised 19,999', { financingProduct: 'Personalised', financingType: 'Conventional', trade: 'Y', financingAmount: 19999 }, 'financingAmount', messages.amountRangePersonalised],
    ['AIP without the existing-OTP answer', { financingProduct: 'AIP', financingType: 'Conventional' }, 'isExistingOTPAvailable', messages.existingOtpRequired],
    ['AIP with OTP, 199,999', { financingProduct: 'AIP', financingType: 'Conventional', isExistingOTPAvailable: 'Y', financingAmount: 199999 }, 'financingAmount', messages.amountRangeProperty],
    ['AIP with OTP, blank amount', { financingProduct: 'AIP', financingType: 'Conventional', isExistingOTPAvailable: 'Y', financingAmount: '' }, 'financingAmount', messages.amountRequired],
  ])('%s -> %s: %s', (_name, values, path, message) => {
    expect(validationErrors(financeDetailsSchema, values)).toEqual({ [path]: message });
  });
});

describe('companyDetailsSchema (spec 1 s5.2)', () => {
  const base = {
    isMailAddressSameAsRegisterAddress: 'Y',
    LatestFinancialYearEndDate: '2024-12-31',
    AnnualRevenue1: '1500000.50',
    ProfitOrLossBeforeTax1: '-20000',
  };
  const local = {
    ...base,
    isMailAddressSameAsRegisterAddress: 'N',
    Address_Format_Type: 'D',
    Postal_Code: '560123',
    Block_Number: '123',
    Street_Name: "ANG MO KIO AVE 3, ST. JOHN'S / A&B-1",
    Storey_Number: '05',
    Unit_Number: '12',
    Building_Name: '',
    Country: 'SG',
  };
  const foreign = {
    ...base,
    isMailAddressSameAsRegisterAddress: 'N',
    Address_Format_Type: 'F',
    Country: 'MY',
    Address_Line1: '1 Jalan Ampang',
    Address_Line2: 'Kuala Lumpur',
  };
  const withPrevious = { ...base, PreviousFinancialYearEndDate: '2023-12-31', AnnualRevenue2: '1000', ProfitOrLossBeforeTax2: '0' };
  const plain = companyDetailsSchema({ product: 'Online', showPrevious: false, today });
  const previous = companyDetailsSchema({ product: 'Online', showPrevious: true, today });

  it.each([
    ['same as registered', plain, base],
    ['local mailing address', plain, local],
    ['multi-storey with a 6-character block', plain, { ...local, Address_Format_Type: 'H', Block_Number: '123456' }],
    ['foreign mailing address', plain, foreign],
    ['PO box: hidden fields are not checked', plain, { ...local, Address_Format_Type: 'P', Box_Number: '1234', Post_Office_Name: 'Robinson Road', Block_Number: long(20) }],
    ['with the previous year', previous, withPrevious],
    ['previous block shown but not online', companyDetailsSchema({ product: 'Personalised', showPrevious: true, today }), base],
    ['same as Y ignores a half-filled mailing form', plain, { ...base, Address_Format_Type: 'D', Postal_Code: '12' }],
  ])('happy path: %s', (_name, schema, values) => {
    expect(validationErrors(schema, values)).toEqual({});
  });

  it.each([
    ['no mailing option', plain, { ...base, isMailAddressSameAsRegisterAddress: '' }, 'isMailAddressSameAsRegisterAddress', messages.mailingOptionRequired],
    ['mailing N without a postal search: the message sits on the postal code it names', plain, { ...base, isMailAddressSameAsRegisterAddress: 'N' }, 'Postal_Code', messages.postalSearchRequired],
    ['mailing N with a typed code but no search', plain, { ...base, isMailAddressSameAsRegisterAddress: 'N', Postal_Code: '560123' }, 'Postal_Code', messages.postalSearchRequired],
    ['foreign with no country chosen', plain, { ...foreign, Country: '' }, 'Country', messages.selectBlank(labels.Country)],
    ['foreign in Singapore', plain, { ...foreign, Country: 'SG' }, 'Country', messages.foreignCountryNotSingapore],
    ['postal code of 5 digits', plain, { ...local, Postal_Code: '56012' }, 'Postal_Code', messages.postalCodeInvalid],
    ['postal code with a letter', plain, { ...local, Postal_Code: '56012A' }, 'Postal_Code', messages.postalCodeInvalid],
    ['postal code blank', plain, { ...local, Postal_Code: '' }, 'Postal_Code', messages.blankField],
    ['local block of 11', plain, { ...local, Block_Number: long(11) }, 'Block_Number', messages.maxLength(10)],
    ['multi-storey block of 7', plain, { ...local, Address_Format_Type: 'H', Block_Number: '1234567' }, 'Block_Number', messages.maxLength(6)],
    ['local block blank', plain, { ...local, Block_Number: '' }, 'Block_Number', messages.blankField],
    ['street of 67', plain, { ...local, Street_Name: long(67) }, 'Street_Name', messages.maxLength(66)],
    ['street with #', plain, { ...local, Street_Name: 'MAIN ST #1' }, 'Street_Name', messages.streetCharsInvalid],
    ['storey of 4', plain, { ...local, Storey_Number: '1234' }, 'Storey_Number', messages.maxLength(3)],
    ['unit of 7', plain, { ...local, Unit_Number: '1234567' }, 'Unit_Number', messages.maxLength(6)],
    ['building of 67', plain, { ...local, Building_Name: long(67) }, 'Building_Name', messages.maxLength(66)],
    ['locked bag blank', plain, { ...local, Address_Format_Type: 'B', Post_Office_Name: 'Robinson Road', Locked_Bag_Number: '' }, 'Locked_Bag_Number', messages.blankField],
    ['locked bag of 11', plain, { ...local, Address_Format_Type: 'B', Post_Office_Name: 'Robinson Road', Locked_Bag_Number: long(11) }, 'Locked_Bag_Number', messages.maxLength(10)],
    ['godown of 7', plain, { ...local, Address_Format_Type: 'G', Godown_Number: long(7) }, 'Godown_Number', messages.maxLength(6)],
    ['lot/mukim of 7', plain, { ...local, Address_Format_Type: 'L', Lot_Mukim_Number: long(7) }, 'Lot_Mukim_Number', messages.maxLength(6)],
    ['house of 7', plain, { ...local, Address_Format_Type: 'S', House_Number: long(7) }, 'House_Number', messages.maxLength(6)],
    ['window delivery of 7', plain, { ...local, Address_Format_Type: 'W', Post_Office_Name: 'Tampines', Window_Delivery_Number: long(7) }, 'Window_Delivery_Number', messages.maxLength(6)],
    ['PO box of 11', plain, { ...local, Address_Format_Type: 'P', Post_Office_Name: 'Tampines', Box_Number: long(11) }, 'Box_Number', messages.maxLength(10)],
    ['post office of 67', plain, { ...local, Address_Format_Type: 'P', Box_Number: '1', Post_Office_Name: long(67) }, 'Post_Office_Name', messages.maxLength(66)],
    ['foreign line 2 blank', plain, { ...foreign, Address_Line2: '' }, 'Address_Line2', messages.blankField],
    ['foreign line 1 of 67', plain, { ...foreign, Address_Line1: long(67) }, 'Address_Line1', messages.maxLength(66)],
    ['latest year end blank', plain, { ...base, LatestFinancialYearEndDate: '' }, 'LatestFinancialYearEndDate', messages.blankField],
    ['latest year end before the window', plain, { ...base, LatestFinancialYearEndDate: '2023-11-30' }, 'LatestFinancialYearEndDate', messages.latestFinancialOutOfRange],
    ['latest year end after today', plain, { ...base, LatestFinancialYearEndDate: '2025-06-16' }, 'LatestFinancialYearEndDate', messages.latestFinancialOutOfRange],
    ['revenue blank', plain, { ...base, AnnualRevenue1: '' }, 'AnnualRevenue1', messages.blankField],
    ['revenue letters', plain, { ...base, AnnualRevenue1: '12k' }, 'AnnualRevenue1', messages.numericOnly],
    ['revenue negative', plain, { ...base, AnnualRevenue1: '-5' }, 'AnnualRevenue1', messages.numericOnly],
    ['revenue 3 decimals', plain, { ...base, AnnualRevenue1: '12.345' }, 'AnnualRevenue1', messages.decimalOnly],
    ['revenue zero', plain, { ...base, AnnualRevenue1: '0.00' }, 'AnnualRevenue1', messages.moreThanZero],
    ['profit blank', plain, { ...base, ProfitOrLossBeforeTax1: '' }, 'ProfitOrLossBeforeTax1', messages.blankField],
    ['profit letters', plain, { ...base, ProfitOrLossBeforeTax1: 'loss' }, 'ProfitOrLossBeforeTax1', messages.numericOnly],
    ['profit 3 decimals', plain, { ...base, ProfitOrLossBeforeTax1: '-1.234' }, 'ProfitOrLossBeforeTax1', messages.decimalOnly],
    ['previous year end blank', previous, { ...withPrevious, PreviousFinancialYearEndDate: '' }, 'PreviousFinancialYearEndDate', messages.blankField],
    ['previous year end two years before', previous, { ...withPrevious, PreviousFinancialYearEndDate: '2022-12-31' }, 'PreviousFinancialYearEndDate', messages.previousFinancialOutOfRange],
    ['previous year end same year', previous, { ...withPrevious, PreviousFinancialYearEndDate: '2024-06-30' }, 'PreviousFinancialYearEndDate', messages.previousFinancialOutOfRange],
    ['revenue 2 blank', previous, { ...withPrevious, AnnualRevenue2: '' }, 'AnnualRevenue2', messages.blankField],
    ['revenue 2 zero', previous, { ...withPrevious, AnnualRevenue2: '0' }, 'AnnualRevenue2', messages.moreThanZero],
    ['profit 2 blank', previous, { ...withPrevious, ProfitOrLossBeforeTax2: '' }, 'ProfitOrLossBeforeTax2', messages.blankField],
    ['profit 2 letters', previous, { ...withPrevious, ProfitOrLossBeforeTax2: 'n/a' }, 'ProfitOrLossBeforeTax2', messages.numericOnly],
  ])('%s -> %s: %s', (_name, schema, values, path, message) => {
    expect(validationErrors(schema, values)).toEqual({ [path]: message });
  });

  it.each([
    ['1000', undefined],
    ['1000.5', undefined],
    ['1000.55', undefined],
    ['1,000', undefined],
    ['1,00', messages.numericOnly],
    ['.5', messages.numericOnly],
  ])('revenueError(%s) = %s', (value, error) => {
    expect(revenueError(value)).toBe(error);
  });

  it.each([
    ['-1000.55', undefined],
    ['0', undefined],
    ['--1', messages.numericOnly],
    ['1-', messages.numericOnly],
  ])('profitOrLossError(%s) = %s', (value, error) => {
    expect(profitOrLossError(value)).toBe(error);
  });
});

describe('company data completeness (spec 1 s5.2)', () => {
  const complete: CompanyDataForCompleteness = {
    Company_UEN: '201912345K',
    Company_Name: 'TAN TRADING PTE. LTD.',
    Registration_Date: '2019-04-01',
    Country_of_Incorporation_Code: 'SG',
    Primary_Activity_Desc: 'WHOLESALE TRADE',
    Address_Type_Code: 'D',
    Reg_Add_Postal_Code: '560123',
    Reg_Add_Block_No: '123',
    Reg_Add_Street_Name: 'ANG MO KIO AVE 3',
    Address_Line_1: '',
    Address_Line_2: '',
  };
  const foreignComplete = { ...complete, Address_Type_Code: 'F', Reg_Add_Postal_Code: '', Reg_Add_Block_No: '', Reg_Add_Street_Name: '', Address_Line_1: '1 Raffles Quay', Address_Line_2: 'London' };

  it.each([
    ['local, block based', complete],
    ['local, street only', { ...complete, Reg_Add_Block_No: '' }],
    ['local, block only', { ...complete, Reg_Add_Street_Name: '' }],
    ['foreign', foreignComplete],
  ])('complete: %s', (_name, comp) => {
    expect(companyDataCompletenessErrors(comp)).toEqual([]);
  });

  it.each([
    ['Company_UEN', { ...complete, Company_UEN: '' }],
    ['Company_Name', { ...complete, Company_Name: null }],
    ['Registration_Date', { ...complete, Registration_Date: ' ' }],
    ['Country_of_Incorporation_Code', { ...complete, Country_of_Incorporation_Code: '' }],
    ['Primary_Activity_Desc', { ...complete, Primary_Activity_Desc: undefined }],
    ['Address_Type_Code', { ...complete, Address_Type_Code: '' }],
    ['Reg_Add_Postal_Code', { ...complete, Reg_Add_Postal_Code: '' }],
    ['Reg_Add_Block_No|Reg_Add_Street_Name', { ...complete, Reg_Add_Block_No: '', Reg_Add_Street_Name: '' }],
    ['Address_Line_1', { ...foreignComplete, Address_Line_1: '' }],
    ['Address_Line_2', { ...foreignComplete, Address_Line_2: '' }],
  ])('missing %s', (field, comp) => {
    expect(companyDataCompletenessErrors(comp)).toEqual([field]);
  });

  it('the mailing form in use needs its format type', () => {
    expect(companyDataCompletenessErrors(complete, { isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: '' })).toEqual(['Address_Format_Type']);
    expect(companyDataCompletenessErrors(complete, { isMailAddressSameAsRegisterAddress: 'N', Address_Format_Type: 'H' })).toEqual([]);
    expect(companyDataCompletenessErrors(complete, { isMailAddressSameAsRegisterAddress: 'Y', Address_Format_Type: '' })).toEqual([]);
  });

  it('reports every missing field at once', () => {
    expect(companyDataCompletenessErrors({})).toEqual([
      'Company_UEN',
      'Company_Name',
      'Registration_Date',
      'Country_of_Incorporation_Code',
      'Primary_Activity_Desc',
      'Address_Type_Code',
    ]);
  });
});

describe('contactSchema (spec 1 s5.4; spec 2 s5)', () => {
  const contact = { MobileNumber: '91234567', Email_Address: 'tan@example.com' };
  const prefilled = { ...contact, TitleCode: 'Mr', MaritalStatusCode: '2', CountryOfResidenceCode: 'SG', isJointContributerForMortgageLoan: 'NA' };

  it.each([
    ['prefilled', true, prefilled],
    ['contact only', false, contact],
    ['contact only, empty title', false, { ...contact, TitleCode: '' }],
  ])('happy path: %s', (_name, isPrefilled, values) => {
    expect(validationErrors(contactSchema({ prefilled: isPrefilled }), values)).toEqual({});
  });

  it.each([
    // Spec 2, 5 names title, marital status and country of residence among the fields that must not be
    // blank and quotes its words for them: the two lines, drop-downs included (issue 34 item 17).
    ['title blank', true, { ...prefilled, TitleCode: '' }, 'TitleCode', 'Please do not leave field blank.\nPlease fill in the text field.'],
    ['marital status blank', true, { ...prefilled, MaritalStatusCode: '' }, 'MaritalStatusCode', 'Please do not leave field blank.\nPlease fill in the text field.'],
    ['country blank', true, { ...prefilled, CountryOfResidenceCode: undefined }, 'CountryOfResidenceCode', 'Please do not leave field blank.\nPlease fill in the text field.'],
    ['mobile blank', false, { ...contact, MobileNumber: '' }, 'MobileNumber', PERSON_BLANK_MESSAGE],
    ['mobile with +65', false, { ...contact, MobileNumber: '+6591234567' }, 'MobileNumber', messages.mobileInvalid],
    ['mobile 7 digits', true, { ...prefilled, MobileNumber: '9123456' }, 'MobileNumber', messages.mobileInvalid],
    ['email blank', false, { ...contact, Email_Address: '' }, 'Email_Address', PERSON_BLANK_MESSAGE],
    ['email of 61', false, { ...contact, Email_Address: `${'a'.repeat(49)}@example.com` }, 'Email_Address', messages.emailMax],
    ['email format', false, { ...contact, Email_Address: 'tan@' }, 'Email_Address', messages.emailInvalid],
    ['joint contributor unknown', true, { ...prefilled, isJointContributerForMortgageLoan: 'MAYBE' }, 'isJointContributerForMortgageLoan', messages.pleaseSelect],
  ])('%s -> %s: %s', (_name, isPrefilled, values, path, message) => {
    expect(validationErrors(contactSchema({ prefilled: isPrefilled }), values)).toEqual({ [path]: message });
  });
});

describe('accountSchema (spec 1 s5.3)', () => {
  it.each([
    ['two accounts, one chosen', 2, { disbursement_Branch_Code: '001', disbursement_Branch_Account_No: '1234567890' }, {}],
    ['one account, nothing chosen', 1, { disbursement_Branch_Code: '001', disbursement_Branch_Account_No: '' }, {}],
    ['no accounts', 0, { disbursement_Branch_Code: '001' }, {}],
    ['two accounts, none chosen', 2, { disbursement_Branch_Code: '001', disbursement_Branch_Account_No: '' }, { disbursement_Branch_Account_No: messages.accountRequired }],
    ['no branch', 1, { disbursement_Branch_Code: '' }, { disbursement_Branch_Code: messages.branchRequired }],
    ['nothing, three accounts', 3, {}, { disbursement_Branch_Code: messages.branchRequired, disbursement_Branch_Account_No: messages.accountRequired }],
  ])('%s', (_name, accountCount, values, errors) => {
    expect(validationErrors(accountSchema({ accountCount }), values)).toEqual(errors);
  });
});

describe('otpSchema (spec 2 s2.4 and s5)', () => {
  it.each([
    ['123456', {}],
    ['000000', {}],
    ['', { otp: messages.otpInvalidFormat }],
    ['12345', { otp: messages.otpInvalidFormat }],
    ['1234567', { otp: messages.otpInvalidFormat }],
    ['12a456', { otp: messages.otpInvalidFormat }],
    [' 12345', { otp: messages.otpInvalidFormat }],
  ])('%j -> %o', (otp, errors) => {
    expect(validationErrors(otpSchema, { otp })).toEqual(errors);
  });
});
