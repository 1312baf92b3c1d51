import type { BankBalanceDetail, MonthlyDebtCommitment, PropertyDetails, PropertyValues } from '../../../src/contract';
import { parseAmount } from '../../../src/domain/amounts';
import { propertyAddressFieldsFor, propertySections } from '../../../src/domain/property';
import {
  DEFAULT_CURRENCY,
  PROPERTY_ADDRESS_FIELD_NAMES,
  PROPERTY_PURPOSE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  SIX_MONTHS_BAL_DESCRIPTION_FIELD,
  SIX_MONTHS_BAL_FIELD,
  TYPE_OF_FINANCE_OPTIONS,
  type PropertyAddressField,
} from '../../../src/domain/propertyReference';
import { optionLabel, YES_NO } from '../../../src/domain/reference';

/** The form's values: the wire's names, amounts as typed. */
export type PropertyFormValues = Record<PropertyAddressField, string> & {
  typeOfFinance: string;
  latestOutstandingLoanAmt: string;
  purpose: string;
  propertyInMind: string;
  propertyType: string;
  purchasePrice: string;
  isLeaseHold: string;
  leaseHoldEffDate: string;
  originalLeaseHold: string;
  originalLeaseHoldOthers: string;
  addressType: string;
  [SIX_MONTHS_BAL_FIELD]: string;
  isActiveBizAcctWithOtherBanks: string;
  bankBalanceDetails: BankBalanceDetail[];
  monthlyDebtCommitments: MonthlyDebtCommitment[];
  latestAnnualIntrestExpense: string;
  latestAnnualIntrestExpenseCurrency: string;
  latestAnnualDepreciationOrAmortisationAmt: string;
  latestAnnualDepreciationOrAmortisationAmtCurrency: string;
};

const amountText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const amount = (text: string) => parseAmount(text) ?? null;

/** The form prefilled from what was saved, or empty (currencies SGD). */
export function initialPropertyValues(saved: PropertyDetails | null): PropertyFormValues {
  const address = Object.fromEntries(PROPERTY_ADDRESS_FIELD_NAMES.map((f) => [f, saved?.[f] ?? ''])) as Record<PropertyAddressField, string>;
  return {
    ...address,
    typeOfFinance: saved?.typeOfFinance ?? '',
    latestOutstandingLoanAmt: amountText(saved?.latestOutstandingLoanAmt),
    purpose: saved?.purpose ?? '',
    propertyInMind: saved?.propertyInMind ?? '',
    propertyType: saved?.propertyType ?? '',
    purchasePrice: amountText(saved?.purchasePrice),
    isLeaseHold: saved?.isLeaseHold ?? '',
    leaseHoldEffDate: saved?.leaseHoldEffDate ?? '',
    originalLeaseHold: saved?.originalLeaseHold ?? '',
    originalLeaseHoldOthers: saved?.originalLeaseHoldOthers ?? '',
    addressType: saved?.addressType ?? '',
    [SIX_MONTHS_BAL_FIELD]: saved?.[SIX_MONTHS_BAL_FIELD] ?? '',
    isActiveBizAcctWithOtherBanks: saved?.isActiveBizAcctWithOtherBanks ?? '',
    bankBalanceDetails: saved?.bankBalanceDetails ?? [],
    monthlyDebtCommitments: saved?.monthlyDebtCommitments ?? [],
    latestAnnualIntrestExpense: amountText(saved?.latestAnnualIntrestExpense),
    latestAnnualIntrestExpenseCurrency: saved?.latestAnnualIntrestExpenseCurrency || DEFAULT_CURRENCY,
    latestAnnualDepreciationOrAmortisationAmt: amountText(saved?.latestAnnualDepreciationOrAmortisationAmt),
    latestAnnualDepreciationOrAmortisationAmtCurrency: saved?.latestAnnualDepreciationOrAmortisationAmtCurrency || DEFAULT_CURRENCY,
  };
}

type Code<T> = T extends readonly { code: infer C }[] ? C : never;

/** The payload: answers of hidden sections emptied, amounts as numbers, each code with its description. */
export function toPropertyValues(v: PropertyFormValues, opts: { aip: boolean }): PropertyValues {
  const s = propertySections(v, opts);
  const when = <T extends string>(shown: boolean, value: T): T | '' => (shown ? value : '');
  const shownAddress = s.address ? propertyAddressFieldsFor(v.addressType) : [];
  const address = Object.fromEntries(PROPERTY_ADDRESS_FIELD_NAMES.map((f) => [f, shownAddress.includes(f) ? v[f].trim() : ''])) as Record<PropertyAddressField, string>;
  const yn = (answer: string) => optionLabel(YES_NO, answer);
  const purpose = when(s.purpose, v.purpose);
  const inMind = when(s.purpose, v.propertyInMind);
  const type = when(s.propertyInMind, v.propertyType);
  const six = when(s.accounts, v[SIX_MONTHS_BAL_FIELD]);
  const other = when(s.accounts, v.isActiveBizAcctWithOtherBanks);
  return {
    typeOfFinance: v.typeOfFinance as Code<typeof TYPE_OF_FINANCE_OPTIONS>,
    typeOfFinanceDescription: optionLabel(TYPE_OF_FINANCE_OPTIONS, v.typeOfFinance),
    latestOutstandingLoanAmt: s.outstandingLoan ? amount(v.latestOutstandingLoanAmt) : null,
    purpose: purpose as Code<typeof PROPERTY_PURPOSE_OPTIONS> | '',
    purposeDescription: optionLabel(PROPERTY_PURPOSE_OPTIONS, purpose),
    propertyInMind: inMind as 'Y' | 'N' | '',
    propertyInMindDescription: yn(inMind),
    propertyType: type as Code<typeof PROPERTY_TYPE_OPTIONS> | '',
    propertyTypeDescription: optionLabel(PROPERTY_TYPE_OPTIONS, type),
    purchasePrice: s.propertyInMind ? amount(v.purchasePrice) : null,
    isLeaseHold: when(s.propertyInMind, v.isLeaseHold) as 'Y' | 'N' | '',
    leaseHoldEffDate: when(s.leaseholdDetails, v.leaseHoldEffDate.trim()),
    originalLeaseHold: when(s.leaseholdDetails, v.originalLeaseHold) as PropertyValues['originalLeaseHold'],
    originalLeaseHoldOthers: when(s.leaseholdOthers, v.originalLeaseHoldOthers.trim()),
    ...address,
    country: s.address ? 'SG' : '',
    addressType: when(s.address, v.addressType),
    city: '',
    state: '',
    [SIX_MONTHS_BAL_FIELD]: six as 'Y' | 'N' | '',
    [SIX_MONTHS_BAL_DESCRIPTION_FIELD]: yn(six),
    isActiveBizAcctWithOtherBanks: other as 'Y' | 'N' | '',
    isActiveBizAcctWithOtherBanksDescription: yn(other),
    bankBalanceDetails: s.balances ? v.bankBalanceDetails : [],
    monthlyDebtCommitments: s.accounts ? v.monthlyDebtCommitments : [],
    latestAnnualIntrestExpense: s.accounts ? amount(v.latestAnnualIntrestExpense) : null,
    latestAnnualIntrestExpenseCurrency: when(s.accounts, v.latestAnnualIntrestExpenseCurrency) as PropertyValues['latestAnnualIntrestExpenseCurrency'],
    latestAnnualDepreciationOrAmortisationAmt: s.accounts ? amount(v.latestAnnualDepreciationOrAmortisationAmt) : null,
    latestAnnualDepreciationOrAmortisationAmtCurrency: when(s.accounts, v.latestAnnualDepreciationOrAmortisationAmtCurrency) as PropertyValues['latestAnnualDepreciationOrAmortisationAmtCurrency'],
    builtInArea: '',
    propertyStatus: '',
    isRefinance: '',
    address_Line1: '',
    address_Line2: '',
    address_Line3: '',
  };
}
