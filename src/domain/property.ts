import { format, isAfter, startOfDay, startOfMonth, subMonths } from 'date-fns';
import * as yup from 'yup';
import { moneyError, parseAmount } from './amounts';
import { POSTAL_CODE_LENGTH } from './constants';
import { isCurrencyCode } from './currencies';
import { parseDate } from './financialDates';
import { messages } from './messages';
import {
  ACCOUNT_NUMBER_MAX,
  BALANCE_MONTHS,
  BANK_PRODUCT_NAME,
  BUSINESS_OPERATIONS,
  FACILITY_LIMIT_PRODUCT,
  LEASEHOLD_OTHERS_MAX,
  NEW_PURCHASE,
  OTHERS_LEASEHOLD,
  PROPERTY_ADDRESS_FIELD_NAMES,
  PROPERTY_ADDRESS_FIELDS,
  REFINANCE,
  SHOP_PROPERTY_TYPE,
  SIX_MONTHS_BAL_FIELD,
  type PropertyAddressField,
} from './propertyReference';
import {
  addressFieldsFor,
  addressMaxLength,
  addressRequiredFieldsFor,
  FOREIGN_ADDRESS_TYPE,
  isAddressTypeCode,
  LOCAL_ADDRESS_TYPE,
  mailingFromPostal,
} from './reference';

/*
 * The property form (spec 3, section 4 "Property form behaviour" and section 5 "Property form on
 * Next"). Values use the wire names; amounts are the text the user typed.
 */

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The answers that decide which sections show. */
export interface PropertyAnswers {
  typeOfFinance?: string;
  purpose?: string;
  propertyInMind?: string;
  propertyType?: string;
  isLeaseHold?: string;
  originalLeaseHold?: string;
  isActiveBizAcctWithOtherBanks?: string;
}

export interface PropertySections {
  /** Purpose and property-in-mind questions: new purchase only. */
  purpose: boolean;
  /** Property type, purchase price and the leasehold question: property in mind is Y. */
  propertyInMind: boolean;
  /** Effective date and original tenure: leasehold is Y. */
  leaseholdDetails: boolean;
  /** The free-text tenure: original leasehold is Others. */
  leaseholdOthers: boolean;
  /** Latest outstanding loan amount: refinance only. */
  outstandingLoan: boolean;
  /** Postal search and address: refinance, or property in mind. */
  address: boolean;
  /**
   * The account / business financials part ({product} account, other banks, balances, debt
   * commitments, additional financials): AIP only, for business operations and not a shophouse in mind.
   */
  accounts: boolean;
  /** The balance list: the account part shows and the other-bank answer is Y. */
  balances: boolean;
}

export function propertySections(v: PropertyAnswers, opts: { aip: boolean }): PropertySections {
  const newPurchase = v.typeOfFinance === NEW_PURCHASE;
  const inMind = newPurchase && v.propertyInMind === 'Y';
  const leasehold = inMind && v.isLeaseHold === 'Y';
  const accounts = opts.aip && newPurchase && v.purpose === BUSINESS_OPERATIONS && !(inMind && v.propertyType === SHOP_PROPERTY_TYPE);
  return {
    purpose: newPurchase,
    propertyInMind: inMind,
    leaseholdDetails: leasehold,
    leaseholdOthers: leasehold && v.originalLeaseHold === OTHERS_LEASEHOLD,
    outstandingLoan: v.typeOfFinance === REFINANCE,
    address: v.typeOfFinance === REFINANCE || inMind,
    accounts,
    balances: accounts && v.isActiveBizAcctWithOtherBanks === 'Y',
  };
}

/** The answers REFINANCE clears (spec 3, 4): purpose, property in mind, leasehold and account answers. */
export const CLEARED_BY_REFINANCE = [
  'purpose',
  'propertyInMind',
  'propertyType',
  'purchasePrice',
  'isLeaseHold',
  'leaseHoldEffDate',
  'originalLeaseHold',
  'originalLeaseHoldOthers',
  SIX_MONTHS_BAL_FIELD,
  'isActiveBizAcctWithOtherBanks',
] as const;

/** Fields that belong to each section, so a hidden section's answers can be emptied before saving. */
export const SECTION_FIELDS: Readonly<Record<Exclude<keyof PropertySections, 'balances'>, readonly string[]>> = {
  purpose: ['purpose', 'propertyInMind'],
  propertyInMind: ['propertyType', 'purchasePrice', 'isLeaseHold'],
  leaseholdDetails: ['leaseHoldEffDate', 'originalLeaseHold'],
  leaseholdOthers: ['originalLeaseHoldOthers'],
  outstandingLoan: ['latestOutstandingLoanAmt'],
  address: ['addressType', ...PROPERTY_ADDRESS_FIELD_NAMES],
  accounts: [
    SIX_MONTHS_BAL_FIELD,
    'isActiveBizAcctWithOtherBanks',
    'monthlyDebtCommitments',
    'latestAnnualIntrestExpense',
    'latestAnnualDepreciationOrAmortisationAmt',
  ],
};

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

/**
 * An amount typed in the property form: required, digits with at most 2 decimals, and either at
 * least 0 (interest, depreciation, balances) or more than 0 (prices, loans, commitments).
 */
export function propertyAmountError(value: string | number | null | undefined, min: 'zero' | 'positive'): string | undefined {
  return moneyError(value, { blank: messages.propertyFormBlank, notANumber: messages.numericCharacters, min });
}

// ---------------------------------------------------------------------------------------------
// Leasehold
// ---------------------------------------------------------------------------------------------

const LEASEHOLD_DATE = /^\d{2}-\d{2}-\d{4}$/;

/** The leasehold effective date: dd-MM-yyyy, a real date, not after today. */
export function leaseholdDateError(value: string | null | undefined, today: Date): string | undefined {
  if (blank(value)) return messages.propertyFormBlank;
  const text = String(value).trim();
  const date = LEASEHOLD_DATE.test(text) ? parseDate(text) : undefined;
  if (!date) return messages.leaseholdDateInvalid;
  if (isAfter(date, startOfDay(today))) return messages.leaseholdDateFuture;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Property address (same field sets as the mailing address, spec 3 spelling)
// ---------------------------------------------------------------------------------------------

/** The property address fields shown for an address type; before a search, the postal code only. */
export function propertyAddressFieldsFor(type: string | null | undefined): PropertyAddressField[] {
  if (!isAddressTypeCode(type) || type === FOREIGN_ADDRESS_TYPE) return ['postal_Code'];
  const mailing = addressFieldsFor(type);
  return PROPERTY_ADDRESS_FIELD_NAMES.filter((f) => mailing.includes(PROPERTY_ADDRESS_FIELDS[f]));
}

export function propertyAddressRequiredFor(type: string | null | undefined): PropertyAddressField[] {
  const required = addressRequiredFieldsFor(type);
  return propertyAddressFieldsFor(type).filter((f) => required.includes(PROPERTY_ADDRESS_FIELDS[f]));
}

/** Spec 3, 5 lists one limit per field (block 10 for every type), as the local address has them. */
export function propertyAddressMax(field: PropertyAddressField): number | undefined {
  return addressMaxLength(PROPERTY_ADDRESS_FIELDS[field], LOCAL_ADDRESS_TYPE);
}

export function propertyAddressFieldError(field: PropertyAddressField, value: string | null | undefined, type: string | null | undefined): string | undefined {
  if (!propertyAddressFieldsFor(type).includes(field)) return undefined;
  if (blank(value)) return propertyAddressRequiredFor(type).includes(field) ? messages.propertyFormBlank : undefined;
  const text = String(value);
  if (field === 'postal_Code' && !new RegExp(`^\\d{1,${POSTAL_CODE_LENGTH}}$`).test(text.trim())) return messages.postalCodeInvalid;
  const max = propertyAddressMax(field);
  if (max !== undefined && text.length > max) return messages.maxLength(max);
  return undefined;
}

/** A postal lookup's answer as property address fields (every other field emptied). */
export function propertyAddressFromPostal(
  postalCode: string,
  result: Parameters<typeof mailingFromPostal>[1],
): { addressType: string; country: string } & Record<PropertyAddressField, string> {
  const mailing = mailingFromPostal(postalCode, result) as Record<string, string | undefined>;
  const fields = Object.fromEntries(PROPERTY_ADDRESS_FIELD_NAMES.map((f) => [f, mailing[PROPERTY_ADDRESS_FIELDS[f]] ?? ''])) as Record<PropertyAddressField, string>;
  const addressType = mailing.Address_Format_Type === FOREIGN_ADDRESS_TYPE ? LOCAL_ADDRESS_TYPE : (mailing.Address_Format_Type ?? LOCAL_ADDRESS_TYPE);
  return { ...fields, addressType, country: mailing.Country ?? '' };
}

// ---------------------------------------------------------------------------------------------
// Bank balance entries (spec 3, 5 "Bank balance entries")
// ---------------------------------------------------------------------------------------------

export interface BalanceEntry {
  bankName: string;
  accountNumber: string;
  currency: string;
  sixMonthsBalanceAmt: string | number;
}

const sameAccount = (a: BalanceEntry, b: BalanceEntry) =>
  a.bankName === b.bankName && a.accountNumber.trim() === b.accountNumber.trim() && a.currency === b.currency;

/** The same bank, account number and currency as another entry (the one being edited excluded). */
export function isDuplicateBalance(entry: BalanceEntry, list: readonly BalanceEntry[], editingIndex?: number): boolean {
  return list.some((other, i) => i !== editingIndex && sameAccount(entry, other));
}

/** Errors of a balance entry, by field; `_entry` carries the duplicate refusal. */
export function balanceEntryErrors(entry: BalanceEntry, list: readonly BalanceEntry[], editingIndex?: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(entry.bankName)) errors.bankName = messages.propertyFormBlank;
  if (blank(entry.accountNumber)) errors.accountNumber = messages.propertyFormBlank;
  else if (entry.accountNumber.length > ACCOUNT_NUMBER_MAX) errors.accountNumber = messages.maxLength(ACCOUNT_NUMBER_MAX);
  if (blank(entry.currency)) errors.currency = messages.propertyFormBlank;
  const amount = propertyAmountError(entry.sixMonthsBalanceAmt, 'zero');
  if (amount) errors.sixMonthsBalanceAmt = amount;
  if (Object.keys(errors).length === 0 && isDuplicateBalance(entry, list, editingIndex)) errors._entry = messages.duplicateBalance;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Monthly debt commitments (spec 3, 5 "Commitment popup")
// ---------------------------------------------------------------------------------------------

export interface CommitmentEntry {
  loanProductType: string;
  numberOfBanks: string;
  amount: string | number;
}

/** Overdraft or revolving asks for the facility limit, every other type for the monthly instalment. */
export function commitmentHint(loanProductType: string | null | undefined): string {
  return loanProductType === FACILITY_LIMIT_PRODUCT ? messages.commitmentHintFacilityLimit : messages.commitmentHintInstalment;
}

/** Number of banks and amount stay disabled until a product type is chosen. */
export function commitmentFieldsEnabled(loanProductType: string | null | undefined): boolean {
  return !blank(loanProductType);
}

/** The popup's amount: 'Input numeric characters' when not a number, 'Input should be more than 0.00' at 0. */
export function commitmentAmountError(value: string | number | null | undefined): string | undefined {
  return propertyAmountError(value, 'positive');
}

/** Add stays disabled while any field is empty or the amount is zero. */
export function canAddCommitment(entry: CommitmentEntry): boolean {
  if (blank(entry.loanProductType) || blank(entry.numberOfBanks) || blank(entry.amount)) return false;
  return parseAmount(entry.amount) !== 0;
}

export function isSameProductType(entry: CommitmentEntry, list: readonly CommitmentEntry[], editingIndex?: number): boolean {
  return list.some((other, i) => i !== editingIndex && other.loanProductType === entry.loanProductType);
}

export function commitmentErrors(entry: CommitmentEntry, list: readonly CommitmentEntry[], editingIndex?: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(entry.loanProductType)) errors.loanProductType = messages.propertyFormBlank;
  else if (isSameProductType(entry, list, editingIndex)) errors.loanProductType = messages.sameProductType;
  if (blank(entry.numberOfBanks)) errors.numberOfBanks = messages.propertyFormBlank;
  const amount = commitmentAmountError(entry.amount);
  if (amount) errors.amount = amount;
  return errors;
}

/** A saved commitment is complete when every field is filled and the amount is more than 0. */
export function isCompleteCommitment(entry: CommitmentEntry): boolean {
  return !blank(entry.loanProductType) && !blank(entry.numberOfBanks) && commitmentAmountError(entry.amount) === undefined;
}

// ---------------------------------------------------------------------------------------------
// The months a balance averages over (spec 3, 4)
// ---------------------------------------------------------------------------------------------

/** The 6 whole months before today's month, most recent first, e.g. 'Feb 2026' on 2 March 2026. */
export function previousMonths(today: Date, count: number = BALANCE_MONTHS): { code: string; label: string }[] {
  const first = startOfMonth(today);
  return Array.from({ length: count }, (_, i) => {
    const month = subMonths(first, i + 1);
    return { code: format(month, 'yyyy-MM'), label: format(month, 'MMM yyyy') };
  });
}

// ---------------------------------------------------------------------------------------------
// Next (spec 3, 5 "Property form on Next")
// ---------------------------------------------------------------------------------------------

export interface PropertySchemaOptions {
  /** The AIP screen (APropertyDetails) has the account part; the standard one does not. */
  aip: boolean;
  today: Date;
}

type Check = (value: unknown, parent: Record<string, unknown>, sections: PropertySections) => string | undefined;

function field(name: string, check: Check, aip: boolean) {
  return yup.mixed().test({
    name,
    test(this: yup.TestContext, value: unknown) {
      const parent = (this.parent ?? {}) as Record<string, unknown>;
      const message = check(value, parent, propertySections(parent as PropertyAnswers, { aip }));
      return message === undefined ? true : this.createError({ message });
    },
  });
}

const yn = (v: unknown) => v === 'Y' || v === 'N';

/** The Next checks. Hidden sections are not validated; every message is the catalogue's. */
export function propertySchema(opts: PropertySchemaOptions) {
  const { aip, today } = opts;
  const f = (name: string, check: Check) => field(name, check, aip);
  const addressShape = Object.fromEntries(
    PROPERTY_ADDRESS_FIELD_NAMES.map((name) => [
      name,
      f(name, (v, p, s) => (s.address ? propertyAddressFieldError(name, v as string, p.addressType as string) : undefined)),
    ]),
  );
  return yup.object({
    typeOfFinance: f('typeOfFinance', (v) => (v === NEW_PURCHASE || v === REFINANCE ? undefined : messages.typeOfFinancingRequired)),
    purpose: f('purpose', (v, _p, s) => (s.purpose && blank(v) ? messages.propertyPurposeRequired : undefined)),
    propertyInMind: f('propertyInMind', (v, _p, s) => (s.purpose && !yn(v) ? messages.propertyInMindRequired : undefined)),
    propertyType: f('propertyType', (v, _p, s) => (s.propertyInMind && blank(v) ? messages.propertyFormBlank : undefined)),
    purchasePrice: f('purchasePrice', (v, _p, s) => (s.propertyInMind ? propertyAmountError(v as string, 'positive') : undefined)),
    isLeaseHold: f('isLeaseHold', (v, _p, s) => (s.propertyInMind && !yn(v) ? messages.leaseholdRequired : undefined)),
    leaseHoldEffDate: f('leaseHoldEffDate', (v, _p, s) => (s.leaseholdDetails ? leaseholdDateError(v as string, today) : undefined)),
    originalLeaseHold: f('originalLeaseHold', (v, _p, s) => (s.leaseholdDetails && blank(v) ? messages.propertyFormBlank : undefined)),
    originalLeaseHoldOthers: f('originalLeaseHoldOthers', (v, _p, s) => {
      if (!s.leaseholdOthers) return undefined;
      if (blank(v)) return messages.propertyFormBlank;
      return String(v).length > LEASEHOLD_OTHERS_MAX ? messages.maxLength(LEASEHOLD_OTHERS_MAX) : undefined;
    }),
    latestOutstandingLoanAmt: f('latestOutstandingLoanAmt', (v, _p, s) => (s.outstandingLoan ? propertyAmountError(v as string, 'positive') : undefined)),
    addressType: f('addressType', (v, _p, s) => (s.address && !isAddressTypeCode(v as string) ? messages.postalSearchRequired : undefined)),
    ...addressShape,
    [SIX_MONTHS_BAL_FIELD]: f(SIX_MONTHS_BAL_FIELD, (v, _p, s) => (s.accounts && !yn(v) ? messages.selectYesOrNo : undefined)),
    isActiveBizAcctWithOtherBanks: f('isActiveBizAcctWithOtherBanks', (v, p, s) => {
      if (!s.accounts) return undefined;
      if (!yn(v)) return messages.selectYesOrNo;
      return v === 'N' && p[SIX_MONTHS_BAL_FIELD] === 'N' ? messages.accountEitherYes(BANK_PRODUCT_NAME) : undefined;
    }),
    bankBalanceDetails: f('bankBalanceDetails', (v, _p, s) =>
      s.balances && (!Array.isArray(v) || v.length === 0) ? messages.balanceRequired : undefined,
    ),
    monthlyDebtCommitments: f('monthlyDebtCommitments', (v, _p, s) =>
      s.accounts && Array.isArray(v) && !v.every((c) => isCompleteCommitment(c as CommitmentEntry)) ? messages.debtCommitmentsRequired : undefined,
    ),
    latestAnnualIntrestExpense: f('latestAnnualIntrestExpense', (v, _p, s) => (s.accounts ? propertyAmountError(v as string, 'zero') : undefined)),
    latestAnnualDepreciationOrAmortisationAmt: f('latestAnnualDepreciationOrAmortisationAmt', (v, _p, s) =>
      s.accounts ? propertyAmountError(v as string, 'zero') : undefined,
    ),
    // The currency boxes take typing (src/ui/ListField.tsx): what names no currency is refused here, as the bank refuses it.
    latestAnnualIntrestExpenseCurrency: f('latestAnnualIntrestExpenseCurrency', (v, _p, s) => (s.accounts && !isCurrencyCode(v as string) ? messages.currencyFromList : undefined)),
    latestAnnualDepreciationOrAmortisationAmtCurrency: f('latestAnnualDepreciationOrAmortisationAmtCurrency', (v, _p, s) =>
      s.accounts && !isCurrencyCode(v as string) ? messages.currencyFromList : undefined,
    ),
  });
}
