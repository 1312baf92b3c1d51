import type { FinancingApplication } from '../../../src/contract';

/** A financing application as the start form sends it (spec 1, 2.1), for the product and purposes a test names. */
export const financingApplication = (financingProduct: FinancingApplication['financingProduct'], over: Partial<FinancingApplication> = {}): FinancingApplication => ({
  referenceNo: '', financingType: 'Conventional', financingProduct, financingProductDescription: financingProduct,
  isExistingOTPAvailable: '', financingAmount: 500000, financingTenure: 0, indicativeMonthlyInstallment: 0,
  indicativeInterestRate: 0, referralCode: '', promoCode: '', remarks: '', stateId: '', wcl: 'Y', property: 'N', trade: 'N',
  gas: 'N', esg: 'N', ddlPromoReferralCode1: '', ddlPromoReferralCode2: '', source: '',
  ...over,
});
