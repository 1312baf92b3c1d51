import { z } from 'zod';
import { PERSONALISED_MAX } from '../domain/constants';
import { YN, envelope } from './common';

export const FinancingType = z.enum(['Conventional', 'Islamic']);
export const FinancingProduct = z.enum(['Online', 'Personalised', 'AIP']);
export const PromoReferralKind = z.enum(['PromoCode', 'ReferralCode', '']);

/**
 * No product lends more than the Personalised maximum, so no instalment can exceed it; a rate is a
 * percentage. The bank checks the exact figures per product (and the amount's bounds, in the page's own
 * words); these bounds refuse absurd numbers (1e308) before any arithmetic is done on them.
 */
const MAX_FIGURE = PERSONALISED_MAX;
const MAX_RATE_PERCENT = 100;

/** Spec 1, 3.1: the start page payload, saved first time and on edit. */
export const FinancingApplication = z.object({
  referenceNo: z.string(),
  financingType: FinancingType,
  financingProduct: FinancingProduct,
  financingProductDescription: z.string(),
  isExistingOTPAvailable: z.enum(['Y', 'N', '']),
  /** 0 only for AIP without an Option to Purchase, which asks no amount; the bank checks the bounds per product. */
  financingAmount: z.number().min(0, 'financingAmount must not be negative'),
  financingTenure: z.number().int().min(0).max(30),
  indicativeMonthlyInstallment: z.number().min(0).max(MAX_FIGURE),
  indicativeInterestRate: z.number().min(0).max(MAX_RATE_PERCENT),
  /** Sent encoded (encodeURIComponent), as the spec asks. */
  referralCode: z.string().max(60),
  promoCode: z.string().max(60),
  remarks: z.string(),
  stateId: z.string(),
  wcl: YN,
  property: YN,
  trade: YN,
  gas: YN,
  esg: YN,
  ddlPromoReferralCode1: PromoReferralKind,
  ddlPromoReferralCode2: PromoReferralKind,
  source: z.enum(['ESG', 'ESG Digital', '']),
});
export type FinancingApplication = z.infer<typeof FinancingApplication>;

export const SaveFinancingResponse = envelope(z.object({ referenceNo: z.string() }).nullable());
export type SaveFinancingResponse = z.infer<typeof SaveFinancingResponse>;

export const GetFinancingResponse = envelope(FinancingApplication.nullable());
export type GetFinancingResponse = z.infer<typeof GetFinancingResponse>;
