import { z } from 'zod';
import { Text, YN, formEnvelope } from './common';
import { CompDtls, FinancialHighlights, RegBizMailAddr } from './company';
import { PrefilledPerson, SavedApplicant } from './person';
import { PreviewPropertyDetails } from './property';

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

export const PreviewForm = z.object({
  RefNum: z.string(),
  Request_Form: RequestForm,
  CompDtls: CompDtls,
  RegBizMailAddr: RegBizMailAddr.nullable(),
  financialHighlights: FinancialHighlights.nullable(),
  ApplicantsDtlsMyInfo: z.array(PrefilledPerson),
  ApplicantDtls: z.array(SavedApplicant),
  AccountDetails: z
    .object({ Disbursement_Branch_Desc: Text, Disbursement_Branch_Account_No: Text })
    .nullable(),
  Declarations: z.object({ applicantDeclare: z.boolean() }),
  /** Spec 2, 3: the saved property details, null while none were saved (optional: older answers lack it). */
  PropertyDetails: PreviewPropertyDetails.nullable().optional(),
});
export type PreviewForm = z.infer<typeof PreviewForm>;

export const GetPreviewResponse = formEnvelope(PreviewForm);
export type GetPreviewResponse = z.infer<typeof GetPreviewResponse>;
