import { islamicAllowed, parseAmount, settledOnlineAmount, type ProductKind, type Purposes } from './amounts';
import { bankFigures } from './bankFigures';
import { INDICATIVE_RATE_PERCENT, ONLINE_DEFAULT_AMOUNT } from './constants';
import { onlineRate } from './rate';
import { oppositePromoKind, type FinancingTypeCode } from './reference';

/**
 * The financing start page beyond its field schema (spec 1: 2.1, 3.1, 4.1, 5.1): the query
 * parameters, the order in which messages are reported on submit, the form values of each product
 * and the payload they become.
 */

export type PromoKind = 'PromoCode' | 'ReferralCode';
export type StartSource = '' | 'ESG' | 'ESG Digital';
type YNFlag = 'Y' | 'N';

// ---------------------------------------------------------------------------------------------
// Query parameters (spec 1, 2.1)
// ---------------------------------------------------------------------------------------------

export type StartOption = 'ESG' | 'BTL' | 'PBF';

/** The product each page mode preselects; ESG is a Personalised application with the ESG purpose. */
export const START_OPTION_PRODUCTS: Readonly<Record<StartOption, ProductKind>> = { ESG: 'Personalised', BTL: 'Online', PBF: 'Personalised' };
/** pft value meaning the ESG solution type is Enterprise (compared case-insensitively). */
export const ENTERPRISE_SOLUTION_TYPE = 'Enterprise';

export interface StartParams {
  /** The page mode; only set when psrc is present too ("option with psrc", ADR 0003). */
  option: StartOption | null;
  psrc: string;
  product: ProductKind | null;
  /** ESG mode: the esg purpose is preselected. */
  esg: boolean;
  source: StartSource;
  /** refNo: edit mode, the saved application is loaded. */
  refNo: string;
  editMode: boolean;
}

export function readStartParams(search: string): StartParams {
  const q = new URLSearchParams(search);
  const text = (name: string) => (q.get(name) ?? '').trim();
  const psrc = text('psrc');
  const raw = text('option').toUpperCase();
  const option = psrc && raw in START_OPTION_PRODUCTS ? (raw as StartOption) : null;
  const esg = option === 'ESG';
  const enterprise = text('pft').toLowerCase() === ENTERPRISE_SOLUTION_TYPE.toLowerCase();
  const refNo = text('refNo');
  return {
    option,
    psrc,
    product: option ? START_OPTION_PRODUCTS[option] : null,
    esg,
    source: esg ? (enterprise ? 'ESG Digital' : 'ESG') : '',
    refNo,
    editMode: refNo !== '',
  };
}

// ---------------------------------------------------------------------------------------------
// Form values
// ---------------------------------------------------------------------------------------------

export interface FinanceStartValues extends Purposes {
  financingProduct: ProductKind | '';
  financingType: FinancingTypeCode;
  financingAmount: number | string;
  financingTenure: number | string;
  /** Online: % p.a., the applicant's when the rate is not fixed (spec 1, 5.1). */
  indicativeInterestRate: number | string;
  isExistingOTPAvailable: YNFlag | '';
  halalDeclaration: boolean;
  /** Row 1 of the promo/referral block; row 2, when added, is always the opposite kind. */
  promoKind: PromoKind;
  promoValue: string;
  secondPromoRow: boolean;
  promoValue2: string;
  declarationAccepted: boolean;
  /** The captcha was passed (and has not expired since). */
  human: boolean;
}

/** The form as it is right after a product is picked: picking or switching a product resets it (spec 1, 4.1). */
export function emptyStartValues(product: ProductKind | '' = '', params?: Pick<StartParams, 'esg'>): FinanceStartValues {
  return {
    financingProduct: product,
    financingType: 'Conventional',
    financingAmount: product === 'Online' ? ONLINE_DEFAULT_AMOUNT : '',
    financingTenure: '',
    indicativeInterestRate: product === 'Online' ? INDICATIVE_RATE_PERCENT : '',
    isExistingOTPAvailable: '',
    wcl: false,
    property: false,
    trade: false,
    gas: false,
    esg: product === 'Personalised' && Boolean(params?.esg),
    halalDeclaration: false,
    promoKind: 'PromoCode',
    promoValue: '',
    secondPromoRow: false,
    promoValue2: '',
    declarationAccepted: false,
    human: false,
  };
}

/** Personalised is Conventional until a valid purpose combination allows Islamic (spec 1, 4.1). */
export function effectiveFinancingType(v: Pick<FinanceStartValues, 'financingProduct' | 'financingType'> & Purposes): FinancingTypeCode {
  if (v.financingProduct === 'Personalised' && !islamicAllowed(v)) return 'Conventional';
  return v.financingType;
}

// ---------------------------------------------------------------------------------------------
// The payload (spec 1, 3.1) and back
// ---------------------------------------------------------------------------------------------

/** The start page payload; structurally the wire's FinancingApplication (src/contract/financing.ts). */
export interface StartPayload {
  referenceNo: string;
  financingType: FinancingTypeCode;
  financingProduct: ProductKind;
  financingProductDescription: string;
  isExistingOTPAvailable: YNFlag | '';
  financingAmount: number;
  financingTenure: number;
  indicativeMonthlyInstallment: number;
  indicativeInterestRate: number;
  referralCode: string;
  promoCode: string;
  remarks: string;
  stateId: string;
  wcl: YNFlag;
  property: YNFlag;
  trade: YNFlag;
  gas: YNFlag;
  esg: YNFlag;
  ddlPromoReferralCode1: PromoKind | '';
  ddlPromoReferralCode2: PromoKind | '';
  source: StartSource;
}

const yn = (on: boolean): YNFlag => (on ? 'Y' : 'N');

/** The promo and referral values, encoded, with the kind of each row (spec 1, 3.1). */
export function promoFields(v: Pick<FinanceStartValues, 'promoKind' | 'promoValue' | 'secondPromoRow' | 'promoValue2'>) {
  const first = v.promoValue.trim();
  const second = v.secondPromoRow ? v.promoValue2.trim() : '';
  const other = oppositePromoKind(v.promoKind);
  const byKind: Record<PromoKind, string> = { PromoCode: '', ReferralCode: '', [v.promoKind]: first, [other]: second };
  return {
    promoCode: encodeURIComponent(byKind.PromoCode),
    referralCode: encodeURIComponent(byKind.ReferralCode),
    ddlPromoReferralCode1: (first || second ? v.promoKind : '') as PromoKind | '',
    ddlPromoReferralCode2: (second ? other : '') as PromoKind | '',
  };
}

export interface StartPayloadContext {
  /** The saved application's reference in edit mode, '' for a new one. */
  referenceNo: string;
  source: StartSource;
  stateId?: string;
  /** The fixedInterestRate switch (spec 3, 9): the bank's indicative rate, whatever the form holds. */
  fixedInterestRate: boolean;
}

/**
 * The payload of each product (spec 1, 3.1): amount for all (0 for AIP without an Option to
 * Purchase, which asks none); tenure, instalment and rate only for Online, the instalment at the
 * quoted rate; purpose flags from the
 * Personalised checkboxes; AIP is a property application (property Y) with isExistingOTPAvailable.
 */
export function buildStartPayload(v: FinanceStartValues, ctx: StartPayloadContext): StartPayload {
  const product = v.financingProduct as ProductKind;
  const online = product === 'Online';
  // An Online amount sent without leaving its field is rounded as leaving it would (spec 1, 5.1).
  const amount = (online ? settledOnlineAmount(v.financingAmount) : undefined) ?? parseAmount(v.financingAmount) ?? 0;
  const personalised = product === 'Personalised';
  const aip = product === 'AIP';
  const tenure = online ? Number(v.financingTenure) : 0;
  const figures = bankFigures(product, amount, tenure, onlineRate(Number(v.indicativeInterestRate), ctx.fixedInterestRate));
  return {
    referenceNo: ctx.referenceNo,
    financingType: effectiveFinancingType(v),
    financingProduct: product,
    financingProductDescription: figures.financingProductDescription,
    isExistingOTPAvailable: aip ? (v.isExistingOTPAvailable as YNFlag) : '',
    financingAmount: aip && v.isExistingOTPAvailable !== 'Y' ? 0 : Number.isFinite(amount) ? amount : 0,
    financingTenure: tenure,
    indicativeMonthlyInstallment: figures.indicativeMonthlyInstallment,
    indicativeInterestRate: figures.indicativeInterestRate,
    ...promoFields(v),
    remarks: '',
    stateId: ctx.stateId ?? '',
    wcl: yn(personalised && v.wcl),
    property: yn(aip || (personalised && v.property)),
    trade: yn(personalised && v.trade),
    gas: yn(personalised && v.gas),
    esg: yn(personalised && v.esg),
    source: ctx.source,
  };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The form values for a saved application (edit mode) or for a new one opened with the query
 * parameters. A saved application's declaration was accepted when it was first saved.
 */
export function startValuesFrom(saved: StartPayload | null, params: Pick<StartParams, 'product' | 'esg'>): FinanceStartValues {
  if (!saved) return emptyStartValues(params.product ?? '', params);
  const kind: PromoKind = saved.ddlPromoReferralCode1 === 'ReferralCode' ? 'ReferralCode' : 'PromoCode';
  const first = decode(kind === 'PromoCode' ? saved.promoCode : saved.referralCode);
  const second = decode(kind === 'PromoCode' ? saved.referralCode : saved.promoCode);
  const product = saved.financingProduct;
  return {
    ...emptyStartValues(product),
    financingType: saved.financingType,
    financingAmount: product === 'AIP' && saved.isExistingOTPAvailable !== 'Y' ? '' : saved.financingAmount,
    financingTenure: product === 'Online' ? saved.financingTenure || '' : '',
    indicativeInterestRate: product === 'Online' ? saved.indicativeInterestRate : '',
    isExistingOTPAvailable: saved.isExistingOTPAvailable,
    ...(product === 'Personalised'
      ? { wcl: saved.wcl === 'Y', property: saved.property === 'Y', trade: saved.trade === 'Y', gas: saved.gas === 'Y', esg: saved.esg === 'Y' }
      : {}),
    halalDeclaration: saved.financingType === 'Islamic',
    promoKind: kind,
    promoValue: first,
    secondPromoRow: second !== '',
    promoValue2: second,
    declarationAccepted: true,
  };
}
