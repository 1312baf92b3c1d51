import { z } from 'zod';
import { Text, YN, formEnvelope } from './common';
import { CompanyForm } from './company';
import { PrefilledPerson, SavedApplicant } from './person';

/** Spec 2, section 3: Request_Form as the summary reads it. */
export const RequestForm = z.object({
  FinancingType: z.string(),
  FinancingProduct: z.string(),
  FinancingProductDescription: z.string(),
  FinancingAmount: z.number(),
  FinancingTenure: z.number(),
  IndicativeMonthlyInstallment: z.number(),
  IndicativeInterestRate: z.number(),
  PromoCode: Text,
  ReferralCode: Text,
  IsExistingOTPAvailable: Text,
  WCL: YN,
  Property: YN,
  Trade: YN,
  GAS: YN,
  ESG: YN,
});
export type RequestForm = z.infer<typeof RequestForm>;

const Amount = z.union([z.number(), z.string()]);

/**
 * Spec 2, section 3 "PropertyDetails (as read by the summary)". IsSixMonthsBankBalWith{product} is
 * named after the bank's product, so unknown keys pass through; the summary finds it by its prefix.
 * The address, leasehold and bank balance fields are the ones the summary shows (spec 2, 2.3).
 */
export const SummaryPropertyDetails = z
  .object({
    TypeOfFinance: Text,
    TypeOfFinanceDescription: Text.optional(),
    LatestOutstandingLoanAmt: Amount.nullish(),
    Purpose: Text,
    PurposeDescription: Text.optional(),
    PropertyInMind: Text,
    PropertyType: Text,
    PropertyTypeDescription: Text.optional(),
    PurchasePrice: Amount.nullish(),
    AddressType: Text,
    Postal_Code: Text.optional(),
    Block_Number: Text.optional(),
    Street_Name: Text.optional(),
    Storey_Number: Text.optional(),
    Unit_Number: Text.optional(),
    Building_Name: Text.optional(),
    IsLeaseHold: Text.optional(),
    LeaseHoldEffDate: Text.optional(),
    OriginalLeaseHold: Text.optional(),
    OriginalLeaseHoldOthers: Text.optional(),
    isActiveBizAcctWithOtherBanks: Text,
    BankBalanceDetails: z
      .array(z.object({ bankName: Text, bankNameDescription: Text.optional(), accountNumber: Text, currency: Text, sixMonthsBalanceAmt: Amount }))
      .optional(),
    MonthlyDebtCommitments: z.array(
      z.object({ LoanProductType: Text, LoanProductTypeDescription: Text.optional(), NumberOfBanks: Text, NumberOfBanksDescription: Text.optional(), Amount }),
    ),
    LatestAnnualIntrestExpense: Amount.nullish(),
    LatestAnnualIntrestExpenseCurrency: Text.optional(),
    LatestAnnualDepreciationOrAmortisationAmt: Amount.nullish(),
    LatestAnnualDepreciationOrAmortisationAmtCurrency: Text.optional(),
  })
  .passthrough();
export type SummaryPropertyDetails = z.infer<typeof SummaryPropertyDetails>;

/** The whole application: the company step's form with the full Request_Form, then the later steps. */
export const PreviewForm = CompanyForm.extend({
  Request_Form: RequestForm,
  ApplicantsDtlsMyInfo: z.array(PrefilledPerson),
  ApplicantDtls: z.array(SavedApplicant),
  AccountDetails: z
    .object({ Disbursement_Branch_Desc: Text, Disbursement_Branch_Account_No: Text })
    .nullable(),
  Declarations: z.object({ applicantDeclare: z.boolean() }),
  /** Property products only; absent or null otherwise (filled by the property step's store). */
  PropertyDetails: SummaryPropertyDetails.nullish(),
});
export type PreviewForm = z.infer<typeof PreviewForm>;

export const GetPreviewResponse = formEnvelope(PreviewForm);
export type GetPreviewResponse = z.infer<typeof GetPreviewResponse>;
