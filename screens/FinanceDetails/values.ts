import type { FinancingApplication } from '../../services/contract';
import { INDICATIVE_RATE_PERCENT, ONLINE_DEFAULT_AMOUNT, monthlyInstalment } from '../../src/domain';

export interface FinanceFormValues {
  financingProduct: 'Online' | 'Personalised' | 'AIP' | '';
  financingType: 'Conventional' | 'Islamic';
  financingAmount: number | string;
  financingTenure: number | string;
  promoKind: 'PromoCode' | 'ReferralCode';
  promoValue: string;
  promoCode: string;
  referralCode: string;
}

export const initialFinanceValues = (saved: FinancingApplication | null): FinanceFormValues => ({
  financingProduct: saved?.financingProduct ?? 'Online',
  financingType: saved?.financingType ?? 'Conventional',
  financingAmount: saved?.financingAmount ?? ONLINE_DEFAULT_AMOUNT,
  financingTenure: saved?.financingTenure ?? '',
  promoKind: saved?.ddlPromoReferralCode1 === 'ReferralCode' ? 'ReferralCode' : 'PromoCode',
  promoValue: decodeURIComponent(saved?.promoCode || saved?.referralCode || ''),
  promoCode: '',
  referralCode: '',
});

/** The start page payload (spec 1, 3.1) for the Online product; promo and referral values are sent encoded. */
export function toApplication(v: FinanceFormValues): FinancingApplication {
  const amount = Number(v.financingAmount);
  const tenure = Number(v.financingTenure);
  const code = v.promoValue.trim();
  return {
    referenceNo: '',
    financingType: v.financingType,
    financingProduct: 'Online',
    financingProductDescription: 'Online',
    isExistingOTPAvailable: '',
    financingAmount: amount,
    financingTenure: tenure,
    indicativeMonthlyInstallment: monthlyInstalment(amount, INDICATIVE_RATE_PERCENT, tenure),
    indicativeInterestRate: INDICATIVE_RATE_PERCENT,
    promoCode: v.promoKind === 'PromoCode' ? encodeURIComponent(code) : '',
    referralCode: v.promoKind === 'ReferralCode' ? encodeURIComponent(code) : '',
    remarks: '',
    stateId: '',
    wcl: 'N',
    property: 'N',
    trade: 'N',
    gas: 'N',
    esg: 'N',
    ddlPromoReferralCode1: code ? v.promoKind : '',
    ddlPromoReferralCode2: '',
    source: '',
  };
}
