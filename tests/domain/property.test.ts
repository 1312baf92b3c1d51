import { messages } from '../../src/domain/messages';
import {
  balanceEntryErrors,
  canAddCommitment,
  CLEARED_BY_REFINANCE,
  commitmentAmountError,
  commitmentErrors,
  commitmentFieldsEnabled,
  commitmentHint,
  isDuplicateBalance,
  leaseholdDateError,
  previousMonths,
  propertyAddressFieldError,
  propertyAddressFieldsFor,
  propertyAddressFromPostal,
  propertyAmountError,
  propertySchema,
  propertySections,
  type BalanceEntry,
  type PropertyAnswers,
  type PropertySections,
} from '../../src/domain/property';
import {
  BANK_PRODUCT_NAME,
  DEFAULT_CURRENCY,
  LEASEHOLD_TENURE_CODES,
  LOAN_PRODUCT_TYPE_CODES,
  NUMBER_OF_BANKS_CODES,
  PROPERTY_PURPOSE_CODES,
  PROPERTY_TYPE_CODES,
  SIX_MONTHS_BAL_FIELD,
  TYPE_OF_FINANCE_CODES,
} from '../../src/domain/propertyReference';
import { validationErrors } from '../../src/domain/schemas';
import { CURRENCY_OPTIONS } from '../../src/domain/currencies';

const TODAY = new Date(2026, 2, 2); // 2 March 2026

describe('reference lists (spec 3 s3, s9)', () => {
  it.each([
    ['type of finance', TYPE_OF_FINANCE_CODES, ['NEW_PURCHASE', 'REFINANCE']],
    ['purposes', PROPERTY_PURPOSE_CODES, ['IS_FOR_BIZ_OPER', 'IS_FOR_REN_AND_INVEST']],
    ['property types', PROPERTY_TYPE_CODES, ['COMM', 'INDU', 'SHOP']],
    ['leasehold tenures', LEASEHOLD_TENURE_CODES, ['99', '999', '60', '30', 'Others']],
    ['loan product types', LOAN_PRODUCT_TYPE_CODES, ['OD_REV_LOAN', 'PROP_LOAN', 'VEH_LOAN', 'WC_LOAN']],
    ['number of banks', NUMBER_OF_BANKS_CODES, ['ONEBANK', 'MULTIPLE_BANK']],
  ] as const)('%s', (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it('currencies default to SGD, listed first', () => {
    expect(DEFAULT_CURRENCY).toBe('SGD');
    expect(CURRENCY_OPTIONS[0].code).toBe('SGD');
  });

  it('the {product} answer is spelled from the product name', () => {
    expect(SIX_MONTHS_BAL_FIELD).toBe(`isSixMonthsBankBalWith${BANK_PRODUCT_NAME}`);
  });
});

describe('which sections show (spec 3 s4)', () => {
  const none: PropertySections = {
    purpose: false,
    propertyInMind: false,
    leaseholdDetails: false,
    leaseholdOthers: false,
    outstandingLoan: false,
    address: false,
    accounts: false,
    balances: false,
  };
  const nb = { typeOfFinance: 'NEW_PURCHASE' };
  const biz = { ...nb, purpose: 'IS_FOR_BIZ_OPER' };
  it.each<[string, PropertyAnswers, boolean, Partial<PropertySections>]>([
    ['nothing chosen: nothing shows', {}, true, {}],
    ['NEW_PURCHASE: purpose and property in mind', nb, true, { purpose: true }],
    ['REFINANCE: outstanding loan and address', { typeOfFinance: 'REFINANCE' }, true, { outstandingLoan: true, address: true }],
    ['REFINANCE ignores a stale purpose: no account part', { typeOfFinance: 'REFINANCE', purpose: 'IS_FOR_BIZ_OPER' }, true, { outstandingLoan: true, address: true }],
    ['in mind Y: type, price, leasehold question and address', { ...nb, propertyInMind: 'Y' }, true, { purpose: true, propertyInMind: true, address: true }],
    ['in mind N: no address', { ...nb, propertyInMind: 'N' }, true, { purpose: true }],
    ['leasehold Y: effective date and tenure', { ...nb, propertyInMind: 'Y', isLeaseHold: 'Y' }, true, { purpose: true, propertyInMind: true, address: true, leaseholdDetails: true }],
    ['leasehold Others: the free text', { ...nb, propertyInMind: 'Y', isLeaseHold: 'Y', originalLeaseHold: 'Others' }, true, { purpose: true, propertyInMind: true, address: true, leaseholdDetails: true, leaseholdOthers: true }],
    ['business operations, nothing in mind (AIP): account part', { ...biz, propertyInMind: 'N' }, true, { purpose: true, accounts: true }],
    ['business operations, in mind COMM (AIP): account part', { ...biz, propertyInMind: 'Y', propertyType: 'COMM' }, true, { purpose: true, propertyInMind: true, address: true, accounts: true }],
    ['business operations, in mind SHOP (AIP): no account part', { ...biz, propertyInMind: 'Y', propertyType: 'SHOP' }, true, { purpose: true, propertyInMind: true, address: true }],
    ['rental and investment (AIP): no account part', { ...nb, purpose: 'IS_FOR_REN_AND_INVEST', propertyInMind: 'N' }, true, { purpose: true }],
    ['business operations on the standard screen: no account part', { ...biz, propertyInMind: 'N' }, false, { purpose: true }],
    ['other banks Y: the balance list', { ...biz, propertyInMind: 'N', isActiveBizAcctWithOtherBanks: 'Y' }, true, { purpose: true, accounts: true, balances: true }],
  ])('%s', (_name, answers, aip, shown) => {
    expect(propertySections(answers, { aip })).toEqual({ ...none, ...shown });
  });

  it('REFINANCE clears purpose, property in mind, leasehold and account answers', () => {
    expect(CLEARED_BY_REFINANCE).toEqual(
      expect.arrayContaining(['purpose', 'propertyInMind', 'isLeaseHold', 'leaseHoldEffDate', 'originalLeaseHold', SIX_MONTHS_BAL_FIELD, 'isActiveBizAcctWithOtherBanks']),
    );
  });
});

describe('amounts (spec 3 s5)', () => {
  it.each([
    ['', 'zero', messages.propertyFormBlank],
    ['abc', 'zero', messages.numericCharacters],
    ['-1', 'zero', messages.numericCharacters],
    // Thousands separators are forgiven where they belong, as on every amount field.
    ['1,000', 'zero', undefined],
    ['1,00', 'zero', messages.numericCharacters],
    ['1.234', 'zero', messages.decimalOnly],
    ['0', 'zero', undefined],
    ['12.34', 'zero', undefined],
    ['0', 'positive', messages.moreThanZero],
    ['0.00', 'positive', messages.moreThanZero],
    ['0.01', 'positive', undefined],
  ] as const)('%j (min %s) -> %s', (value, min, error) => {
    expect(propertyAmountError(value, min)).toBe(error);
  });
});

describe('leasehold effective date: dd-MM-yyyy, not after today (spec 3 s5)', () => {
  it.each([
    ['02-03-2026', undefined, 'today'],
    ['01-01-1990', undefined, 'past'],
    ['03-03-2026', messages.leaseholdDateFuture, 'tomorrow'],
    ['2026-03-01', messages.leaseholdDateInvalid, 'ISO order'],
    ['31-02-2025', messages.leaseholdDateInvalid, 'no such day'],
    ['', messages.propertyFormBlank, 'blank'],
  ])('%j -> %s (%s)', (value, error, _why) => {
    expect(leaseholdDateError(value, TODAY)).toBe(error);
  });
});

describe('property address by address type (spec 3 s3, s5)', () => {
  it.each([
    ['', ['postal_Code']],
    ['D', ['postal_Code', 'block_Number', 'street_Name', 'storey_Number', 'unit_Number', 'building_Name']],
    ['B', ['postal_Code', 'locked_Bag_Number', 'post_Office_Name']],
    ['G', ['postal_Code', 'street_Name', 'storey_Number', 'unit_Number', 'building_Name', 'godown_Number']],
    ['L', ['postal_Code', 'street_Name', 'lot_Mukim_Number']],
    ['P', ['postal_Code', 'box_Number', 'post_Office_Name']],
    ['S', ['postal_Code', 'street_Name', 'building_Name', 'house_Number']],
    ['W', ['postal_Code', 'post_Office_Name', 'window_Delivery_Number']],
  ])('type %j shows %j', (type, fields) => {
    expect(propertyAddressFieldsFor(type).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['block_Number', 10],
    ['street_Name', 66],
    ['storey_Number', 3],
    ['unit_Number', 6],
    ['building_Name', 66],
  ] as const)('%s takes at most %i characters (multi-storey too)', (field, max) => {
    expect(propertyAddressFieldError(field, 'x'.repeat(max), 'H')).toBeUndefined();
    expect(propertyAddressFieldError(field, 'x'.repeat(max + 1), 'H')).toBe(messages.maxLength(max));
  });

  it.each([
    ['post_Office_Name', 'B', 66],
    ['locked_Bag_Number', 'B', 10],
    ['godown_Number', 'G', 6],
    ['lot_Mukim_Number', 'L', 6],
    ['box_Number', 'P', 10],
    ['house_Number', 'S', 6],
    ['window_Delivery_Number', 'W', 6],
  ] as const)('%s (type %s) takes at most %i characters', (field, type, max) => {
    expect(propertyAddressFieldError(field, 'x'.repeat(max + 1), type)).toBe(messages.maxLength(max));
  });

  it('a required field of the type may not be blank; postal code is numeric', () => {
    expect(propertyAddressFieldError('godown_Number', '', 'G')).toBe(messages.propertyFormBlank);
    expect(propertyAddressFieldError('postal_Code', '12a456', 'D')).toBe(messages.postalCodeInvalid);
    expect(propertyAddressFieldError('godown_Number', '', 'D')).toBeUndefined();
  });

  it('a postal lookup fills the property address in spec 3 spelling', () => {
    const result = { addR_TYP_CODE: 'H', addR_FMT_CODE: '', blK_NO: '10', bldG_NAME: 'TOWER', sT_NAME: 'ANSON ROAD', poboX_NO: '', staT_CITY_NAME: '', uniT_NO: '01', strY_NO: '12' };
    expect(propertyAddressFromPostal('079903', result)).toMatchObject({
      addressType: 'H',
      country: 'SG',
      postal_Code: '079903',
      block_Number: '10',
      building_Name: 'TOWER',
      street_Name: 'ANSON ROAD',
      unit_Number: '01',
      storey_Number: '12',
      godown_Number: '',
    });
  });
});

describe('bank balance entries (spec 3 s5)', () => {
  const dbs: BalanceEntry = { bankName: 'DBS', accountNumber: '123', currency: 'SGD', sixMonthsBalanceAmt: '1000.50' };
  it.each<[string, BalanceEntry, Record<string, string>]>([
    ['complete and new', { ...dbs, accountNumber: '999' }, {}],
    ['same bank, account and currency', dbs, { _entry: messages.duplicateBalance }],
    ['same account, other currency', { ...dbs, currency: 'USD' }, {}],
    ['same account, other bank', { ...dbs, bankName: 'UOB' }, {}],
    ['bank missing', { ...dbs, bankName: '' }, { bankName: messages.propertyFormBlank }],
    ['account number missing', { ...dbs, accountNumber: '' }, { accountNumber: messages.propertyFormBlank }],
    ['account number over 80', { ...dbs, accountNumber: '1'.repeat(81) }, { accountNumber: messages.maxLength(80) }],
    ['currency missing', { ...dbs, currency: '' }, { currency: messages.propertyFormBlank }],
    ['balance missing', { ...dbs, accountNumber: '9', sixMonthsBalanceAmt: '' }, { sixMonthsBalanceAmt: messages.propertyFormBlank }],
    ['balance with 3 decimals', { ...dbs, accountNumber: '9', sixMonthsBalanceAmt: '1.005' }, { sixMonthsBalanceAmt: messages.decimalOnly }],
  ])('%s', (_name, entry, errors) => {
    expect(balanceEntryErrors(entry, [dbs])).toEqual(errors);
  });

  it('editing an entry does not count itself as a duplicate', () => {
    expect(isDuplicateBalance(dbs, [dbs], 0)).toBe(false);
    expect(isDuplicateBalance({ ...dbs, accountNumber: ' 123 ' }, [dbs])).toBe(true);
  });
});

describe('monthly debt commitment popup (spec 3 s5)', () => {
  it.each([
    ['OD_REV_LOAN', messages.commitmentHintFacilityLimit],
    ['PROP_LOAN', messages.commitmentHintInstalment],
    ['VEH_LOAN', messages.commitmentHintInstalment],
    ['WC_LOAN', messages.commitmentHintInstalment],
  ])('hint for %s', (type, hint) => {
    expect(commitmentHint(type)).toBe(hint);
  });

  it.each([
    ['', false],
    ['PROP_LOAN', true],
  ])('number of banks and amount enabled with product type %j: %s', (type, enabled) => {
    expect(commitmentFieldsEnabled(type)).toBe(enabled);
  });

  it.each([
    ['abc', messages.numericCharacters],
    ['0', messages.moreThanZero],
    ['0.00', messages.moreThanZero],
    ['0.01', undefined],
    ['1500', undefined],
  ])('amount %j -> %s', (amount, error) => {
    expect(commitmentAmountError(amount)).toBe(error);
  });

  it.each([
    [{ loanProductType: '', numberOfBanks: 'ONEBANK', amount: '10' }, false],
    [{ loanProductType: 'PROP_LOAN', numberOfBanks: '', amount: '10' }, false],
    [{ loanProductType: 'PROP_LOAN', numberOfBanks: 'ONEBANK', amount: '' }, false],
    [{ loanProductType: 'PROP_LOAN', numberOfBanks: 'ONEBANK', amount: '0' }, false],
    [{ loanProductType: 'PROP_LOAN', numberOfBanks: 'ONEBANK', amount: '0.00' }, false],
    [{ loanProductType: 'PROP_LOAN', numberOfBanks: 'ONEBANK', amount: '10' }, true],
  ])('Add enabled for %j: %s', (entry, enabled) => {
    expect(canAddCommitment(entry)).toBe(enabled);
  });

  it('the same product type cannot be added twice', () => {
    const existing = [{ loanProductType: 'PROP_LOAN', numberOfBanks: 'ONEBANK', amount: '10' }];
    expect(commitmentErrors({ loanProductType: 'PROP_LOAN', numberOfBanks: 'MULTIPLE_BANK', amount: '5' }, existing)).toEqual({
      loanProductType: messages.sameProductType,
    });
    expect(commitmentErrors({ loanProductType: 'PROP_LOAN', numberOfBanks: 'MULTIPLE_BANK', amount: '5' }, existing, 0)).toEqual({});
  });
});

describe('the previous 6 months (spec 3 s4)', () => {
  it('lists the 6 whole months before this one, latest first', () => {
    expect(previousMonths(TODAY).map((m) => m.label)).toEqual(['Feb 2026', 'Jan 2026', 'Dec 2025', 'Nov 2025', 'Oct 2025', 'Sep 2025']);
  });
  it('counts from the month, not the day (31 March)', () => {
    expect(previousMonths(new Date(2026, 2, 31))[0].code).toBe('2026-02');
  });
});

describe('Next on the property form (spec 3 s5)', () => {
  const aipSchema = propertySchema({ aip: true, today: TODAY });
  const address = { addressType: 'D', postal_Code: '079903', block_Number: '10', street_Name: 'ANSON ROAD', storey_Number: '12', unit_Number: '01', building_Name: '' };
  const bizNoProperty = {
    typeOfFinance: 'NEW_PURCHASE',
    purpose: 'IS_FOR_BIZ_OPER',
    propertyInMind: 'N',
    [SIX_MONTHS_BAL_FIELD]: 'Y',
    isActiveBizAcctWithOtherBanks: 'N',
    bankBalanceDetails: [],
    monthlyDebtCommitments: [],
    latestAnnualIntrestExpense: '0',
    latestAnnualDepreciationOrAmortisationAmt: '100.50',
    latestAnnualIntrestExpenseCurrency: 'SGD',
    latestAnnualDepreciationOrAmortisationAmtCurrency: 'USD',
  };
  const inMind = { typeOfFinance: 'NEW_PURCHASE', purpose: 'IS_FOR_REN_AND_INVEST', propertyInMind: 'Y', propertyType: 'COMM', purchasePrice: '1500000', isLeaseHold: 'N', ...address };

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no type of financing', {}, { typeOfFinance: messages.typeOfFinancingRequired }],
    ['new purchase without purpose or property in mind', { typeOfFinance: 'NEW_PURCHASE' }, { purpose: messages.propertyPurposeRequired, propertyInMind: messages.propertyInMindRequired }],
    ['refinance without amount or address', { typeOfFinance: 'REFINANCE' }, { latestOutstandingLoanAmt: messages.propertyFormBlank, addressType: messages.postalSearchRequired }],
    ['refinance complete', { typeOfFinance: 'REFINANCE', latestOutstandingLoanAmt: '500000', ...address }, {}],
    ['in mind without leasehold answer', { ...inMind, isLeaseHold: '' }, { isLeaseHold: messages.leaseholdRequired }],
    ['in mind without type or price', { ...inMind, propertyType: '', purchasePrice: '' }, { propertyType: messages.propertyFormBlank, purchasePrice: messages.propertyFormBlank }],
    ['in mind, price 0', { ...inMind, purchasePrice: '0' }, { purchasePrice: messages.moreThanZero }],
    ['in mind, no postal search', { ...inMind, addressType: '' }, { addressType: messages.postalSearchRequired }],
    ['in mind, address field blank for its type', { ...inMind, street_Name: '' }, { street_Name: messages.propertyFormBlank }],
    ['in mind freehold complete', inMind, {}],
    ['leasehold without date or tenure', { ...inMind, isLeaseHold: 'Y' }, { leaseHoldEffDate: messages.propertyFormBlank, originalLeaseHold: messages.propertyFormBlank }],
    ['leasehold date after today', { ...inMind, isLeaseHold: 'Y', leaseHoldEffDate: '03-03-2026', originalLeaseHold: '99' }, { leaseHoldEffDate: messages.leaseholdDateFuture }],
    ['leasehold Others without text', { ...inMind, isLeaseHold: 'Y', leaseHoldEffDate: '01-01-2000', originalLeaseHold: 'Others' }, { originalLeaseHoldOthers: messages.propertyFormBlank }],
    ['leasehold Others over 80', { ...inMind, isLeaseHold: 'Y', leaseHoldEffDate: '01-01-2000', originalLeaseHold: 'Others', originalLeaseHoldOthers: 'x'.repeat(81) }, { originalLeaseHoldOthers: messages.maxLength(80) }],
    ['leasehold Others at 80', { ...inMind, isLeaseHold: 'Y', leaseHoldEffDate: '01-01-2000', originalLeaseHold: 'Others', originalLeaseHoldOthers: 'x'.repeat(80) }, {}],
    ['account part complete', bizNoProperty, {}],
    ['account answers missing', { ...bizNoProperty, [SIX_MONTHS_BAL_FIELD]: '', isActiveBizAcctWithOtherBanks: '' }, { [SIX_MONTHS_BAL_FIELD]: messages.selectYesOrNo, isActiveBizAcctWithOtherBanks: messages.selectYesOrNo }],
    ['both account answers No', { ...bizNoProperty, [SIX_MONTHS_BAL_FIELD]: 'N' }, { isActiveBizAcctWithOtherBanks: messages.accountEitherYes(BANK_PRODUCT_NAME) }],
    ['other banks Yes without a balance', { ...bizNoProperty, isActiveBizAcctWithOtherBanks: 'Y' }, { bankBalanceDetails: messages.balanceRequired }],
    ['an incomplete commitment', { ...bizNoProperty, monthlyDebtCommitments: [{ loanProductType: 'PROP_LOAN', numberOfBanks: '', amount: 10 }] }, { monthlyDebtCommitments: messages.debtCommitmentsRequired }],
    ['financials blank', { ...bizNoProperty, latestAnnualIntrestExpense: '', latestAnnualDepreciationOrAmortisationAmt: '' }, { latestAnnualIntrestExpense: messages.propertyFormBlank, latestAnnualDepreciationOrAmortisationAmt: messages.propertyFormBlank }],
    ['financials with 3 decimals', { ...bizNoProperty, latestAnnualIntrestExpense: '1.001' }, { latestAnnualIntrestExpense: messages.decimalOnly }],
    [
      'a currency typed that names none, or none',
      { ...bizNoProperty, latestAnnualIntrestExpenseCurrency: 'dollar', latestAnnualDepreciationOrAmortisationAmtCurrency: '' },
      { latestAnnualIntrestExpenseCurrency: 'Please choose a currency from the list, for example SGD - Singapore Dollar.', latestAnnualDepreciationOrAmortisationAmtCurrency: 'Please choose a currency from the list, for example SGD - Singapore Dollar.' },
    ],
  ])('%s', (_name, values, errors) => {
    expect(validationErrors(aipSchema, values)).toEqual(errors);
  });

  it('the standard screen does not ask the account part', () => {
    const standard = propertySchema({ aip: false, today: TODAY });
    expect(validationErrors(standard, { typeOfFinance: 'NEW_PURCHASE', purpose: 'IS_FOR_BIZ_OPER', propertyInMind: 'N' })).toEqual({});
  });
});
