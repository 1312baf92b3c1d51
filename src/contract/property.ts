import { z } from 'zod';
import {
  ACCOUNT_NUMBER_MAX,
  LEASEHOLD_OTHERS_MAX,
  LEASEHOLD_TENURE_CODES,
  LIST_CODE_MAX,
  LOAN_PRODUCT_TYPE_CODES,
  NUMBER_OF_BANKS_CODES,
  PROPERTY_PURPOSE_CODES,
  PROPERTY_TYPE_CODES,
  SIX_MONTHS_BAL_DESCRIPTION_FIELD,
  SIX_MONTHS_BAL_FIELD,
  TYPE_OF_FINANCE_CODES,
} from '../domain/propertyReference';
import { SaveResult, envelope, requiredText, REFERENCE_MAX } from './common';

/*
 * Spec 3, section 3 "Property details": the payload of POST PropertyDetails and the model of
 * GetPropertyDetails. Answers that do not apply (a section the form hides) are '' or null; which
 * ones must be filled is the bank's rule (server/routes/property.ts), not the schema's.
 */

const listed = (field: string, codes: readonly string[]) =>
  z.union([z.enum(codes as [string, ...string[]]), z.literal('')], {
    error: `${field} must be one of ${codes.join(', ')}, or '' when it does not apply`,
  });
const text = (field: string, max: number) => z.string({ error: `${field} must be a string` }).max(max, `${field} takes at most ${max} characters`);
const description = (field: string) => text(field, 100);
const yesNo = (field: string) => listed(field, ['Y', 'N']);
/**
 * A code of the long bank or currency list. The wire schema loads with the start page, the lists must
 * not (ADR 0009), so the bank checks that the code is listed (server/areas/steps/rules/property.ts).
 */
const listCode = (field: string) => text(field, LIST_CODE_MAX);

/** Amounts: at least 0.00, at most 2 decimals (spec 3, 3 and 5). */
const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be 0.00 or more`)
    .max(999_999_999_999.99, `${field} is too large`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} takes at most 2 decimals`);
/** An amount, or null where the form does not ask for it. */
const optionalMoney = (field: string) => money(field).nullable();

export const BankBalanceDetail = z.object({
  /** The bank's id of a saved row; '' for a new one. */
  detailsId: text('detailsId', 40),
  bankName: listCode('bankName').min(1, 'bankName is required'),
  bankNameDescription: description('bankNameDescription'),
  accountNumber: text('accountNumber', ACCOUNT_NUMBER_MAX).trim().min(1, 'accountNumber is required'),
  currency: listCode('currency').min(1, 'currency is required'),
  currencyDescription: description('currencyDescription'),
  /** The average month-end balance of the past 6 months. */
  sixMonthsBalanceAmt: money('sixMonthsBalanceAmt'),
});
export type BankBalanceDetail = z.infer<typeof BankBalanceDetail>;

export const MonthlyDebtCommitment = z.object({
  mdcId: text('mdcId', 40),
  loanProductType: z.enum(LOAN_PRODUCT_TYPE_CODES, { error: `loanProductType must be one of ${LOAN_PRODUCT_TYPE_CODES.join(', ')}` }),
  loanProductTypeDescription: description('loanProductTypeDescription'),
  numberOfBanks: z.enum(NUMBER_OF_BANKS_CODES, { error: `numberOfBanks must be one of ${NUMBER_OF_BANKS_CODES.join(', ')}` }),
  numberOfBanksDescription: description('numberOfBanksDescription'),
  amount: money('amount'),
});
export type MonthlyDebtCommitment = z.infer<typeof MonthlyDebtCommitment>;

export const PropertyAddress = z.object({
  country: z.union([z.literal('SG'), z.literal('')], { error: "country must be 'SG' (or '' without an address)" }),
  postal_Code: z.string().regex(/^(\d{6})?$/, 'postal_Code must be 6 digits'),
  addressType: text('addressType', 1),
  block_Number: text('block_Number', 10),
  street_Name: text('street_Name', 66),
  storey_Number: text('storey_Number', 3),
  unit_Number: text('unit_Number', 6),
  building_Name: text('building_Name', 66),
  godown_Number: text('godown_Number', 6),
  lot_Mukim_Number: text('lot_Mukim_Number', 6),
  box_Number: text('box_Number', 10),
  locked_Bag_Number: text('locked_Bag_Number', 10),
  post_Office_Name: text('post_Office_Name', 66),
  house_Number: text('house_Number', 6),
  window_Delivery_Number: text('window_Delivery_Number', 6),
  city: text('city', 66),
  state: text('state', 66),
});
export type PropertyAddress = z.infer<typeof PropertyAddress>;

/** "Built-in area, property status, refinance flag and address lines 1 to 3 are sent empty" (spec 3, 3). */
const sentEmpty = (field: string) => z.literal('', { error: `${field} is sent empty` });

export const PropertyDetails = z.object({
  referenceNo: requiredText('referenceNo', REFERENCE_MAX),
  typeOfFinance: z.enum(TYPE_OF_FINANCE_CODES, { error: `typeOfFinance must be one of ${TYPE_OF_FINANCE_CODES.join(', ')}` }),
  typeOfFinanceDescription: description('typeOfFinanceDescription'),
  latestOutstandingLoanAmt: optionalMoney('latestOutstandingLoanAmt'),
  purpose: listed('purpose', PROPERTY_PURPOSE_CODES),
  purposeDescription: description('purposeDescription'),
  propertyInMind: yesNo('propertyInMind'),
  propertyInMindDescription: description('propertyInMindDescription'),
  propertyType: listed('propertyType', PROPERTY_TYPE_CODES),
  propertyTypeDescription: description('propertyTypeDescription'),
  purchasePrice: optionalMoney('purchasePrice'),
  isLeaseHold: yesNo('isLeaseHold'),
  /** dd-MM-yyyy. */
  leaseHoldEffDate: z.string().regex(/^(\d{2}-\d{2}-\d{4})?$/, 'leaseHoldEffDate must be dd-MM-yyyy'),
  originalLeaseHold: listed('originalLeaseHold', LEASEHOLD_TENURE_CODES),
  originalLeaseHoldOthers: text('originalLeaseHoldOthers', LEASEHOLD_OTHERS_MAX),
  ...PropertyAddress.shape,
  [SIX_MONTHS_BAL_FIELD]: yesNo(SIX_MONTHS_BAL_FIELD),
  [SIX_MONTHS_BAL_DESCRIPTION_FIELD]: description(SIX_MONTHS_BAL_DESCRIPTION_FIELD),
  isActiveBizAcctWithOtherBanks: yesNo('isActiveBizAcctWithOtherBanks'),
  isActiveBizAcctWithOtherBanksDescription: description('isActiveBizAcctWithOtherBanksDescription'),
  bankBalanceDetails: z.array(BankBalanceDetail).max(50, 'bankBalanceDetails takes at most 50 entries'),
  monthlyDebtCommitments: z
    .array(MonthlyDebtCommitment)
    .max(LOAN_PRODUCT_TYPE_CODES.length, `monthlyDebtCommitments takes at most one entry per loan product type`),
  latestAnnualIntrestExpense: optionalMoney('latestAnnualIntrestExpense'),
  latestAnnualIntrestExpenseCurrency: listCode('latestAnnualIntrestExpenseCurrency'),
  latestAnnualDepreciationOrAmortisationAmt: optionalMoney('latestAnnualDepreciationOrAmortisationAmt'),
  latestAnnualDepreciationOrAmortisationAmtCurrency: listCode('latestAnnualDepreciationOrAmortisationAmtCurrency'),
  builtInArea: sentEmpty('builtInArea'),
  propertyStatus: sentEmpty('propertyStatus'),
  isRefinance: sentEmpty('isRefinance'),
  address_Line1: sentEmpty('address_Line1'),
  address_Line2: sentEmpty('address_Line2'),
  address_Line3: sentEmpty('address_Line3'),
});
export type PropertyDetails = z.infer<typeof PropertyDetails>;
/** What the property form produces; the chart adds the reference number. */
export type PropertyValues = Omit<PropertyDetails, 'referenceNo'>;

/** GetPropertyDetails: model null while nothing was saved. */
export const GetPropertyResponse = envelope(PropertyDetails.nullable());
export type GetPropertyResponse = z.infer<typeof GetPropertyResponse>;
export const SavePropertyResponse = SaveResult;
export type SavePropertyResponse = z.infer<typeof SavePropertyResponse>;

