import {
  buildStartPayload,
  emptyStartValues,
  effectiveFinancingType,
  firstStartError,
  islamicAllowed,
  ISLAMIC_ELIGIBLE_PURPOSES,
  NO_PURPOSES,
  readStartParams,
  startErrors,
  startValuesFrom,
  type FinanceStartValues,
  type Purposes,
} from '../../src/domain';
import { messages } from '../../src/domain/messages';

const ticked = { declarationAccepted: true };
const online = (v: Partial<FinanceStartValues> = {}): FinanceStartValues => ({ ...emptyStartValues('Online'), ...ticked, financingTenure: 3, ...v });
const personalised = (v: Partial<FinanceStartValues> = {}): FinanceStartValues => ({ ...emptyStartValues('Personalised'), ...ticked, ...v });
const aip = (v: Partial<FinanceStartValues> = {}): FinanceStartValues => ({ ...emptyStartValues('AIP'), ...ticked, ...v });
const newMode = { captcha: false, editMode: false };
const withCaptcha = { captcha: true, editMode: false };
const long = (n: number) => 'A'.repeat(n);

describe('readStartParams (spec 1, 2.1)', () => {
  it.each([
    ['no parameters: product cards', '', { option: null, product: null, esg: false, source: '', refNo: '', editMode: false }],
    ['BTL mode preselects Online', '?option=BTL&psrc=web', { option: 'BTL', product: 'Online', esg: false, source: '' }],
    ['PBF mode preselects Personalised', '?option=pbf&psrc=web', { option: 'PBF', product: 'Personalised', esg: false, source: '' }],
    ['ESG mode: Personalised, esg purpose, source ESG', '?option=ESG&psrc=esg', { option: 'ESG', product: 'Personalised', esg: true, source: 'ESG' }],
    ['ESG mode with pft Enterprise: source ESG Digital', '?option=ESG&psrc=esg&pft=enterprise', { option: 'ESG', esg: true, source: 'ESG Digital' }],
    ['pft other than Enterprise keeps ESG', '?option=ESG&psrc=esg&pft=Solutions', { source: 'ESG' }],
    ['pft without ESG mode sets no source', '?option=BTL&psrc=web&pft=Enterprise', { source: '' }],
    ['option without psrc is ignored', '?option=BTL', { option: null, product: null }],
    ['unknown option is ignored', '?option=XYZ&psrc=web', { option: null, product: null }],
    ['refNo: edit mode', '?refNo=SME20261122000001', { refNo: 'SME20261122000001', editMode: true }],
  ] as const)('%s', (_name, search, expected) => {
    expect(readStartParams(search)).toMatchObject(expected);
  });
});

const purposes = (p: Partial<Purposes>): Purposes => ({ ...NO_PURPOSES, ...p });

describe('Islamic for Personalised only with a valid purpose combination (spec 1, 4.1; ADR 0003)', () => {
  it('names working capital, property and trade as the Islamic purposes', () => {
    expect(ISLAMIC_ELIGIBLE_PURPOSES).toEqual(['wcl', 'property', 'trade']);
  });
  it.each([
    ['no purpose', {}, false],
    ['working capital', { wcl: true }, true],
    ['property', { property: true }, true],
    ['trade', { trade: true }, true],
    ['working capital, property and trade', { wcl: true, property: true, trade: true }, true],
    ['government assistance scheme', { gas: true }, false],
    ['ESG', { esg: true }, false],
    ['working capital with ESG', { wcl: true, esg: true }, false],
    ['trade with GAS', { trade: true, gas: true }, false],
  ] as const)('%s -> %s', (_name, p, allowed) => {
    expect(islamicAllowed(purposes(p))).toBe(allowed);
    expect(effectiveFinancingType({ financingProduct: 'Personalised', financingType: 'Islamic', ...purposes(p) })).toBe(allowed ? 'Islamic' : 'Conventional');
  });
  it('other products keep the chosen type', () => {
    expect(effectiveFinancingType({ financingProduct: 'Online', financingType: 'Islamic', ...NO_PURPOSES })).toBe('Islamic');
  });
});

describe('firstStartError: the order of spec 1, 5.1', () => {
  it.each([
    // 1. product
    ['no product', { ...emptyStartValues(), ...ticked }, newMode, 'financingProduct', messages.noProductSelected],
    // 2. Personalised: purpose, amount, captcha
    ['Personalised: no purpose comes before a blank amount', personalised(), newMode, 'purpose', messages.noPurposeSelected],
    ['Personalised: blank amount comes before the captcha', personalised({ wcl: true }), withCaptcha, 'financingAmount', messages.amountRequired],
    ['Personalised: captcha comes before the bounds', personalised({ wcl: true, financingAmount: '100' }), withCaptcha, 'human', messages.captchaRequired],
    ['Personalised: amount below 20,000', personalised({ wcl: true, financingAmount: '19999' }), newMode, 'financingAmount', messages.amountRangePersonalised],
    ['Personalised: above 10,000,000', personalised({ trade: true, financingAmount: '10,000,001' }), newMode, 'financingAmount', messages.amountRangePersonalised],
    ['Personalised: property only below 200,000', personalised({ property: true, financingAmount: '199999' }), newMode, 'financingAmount', messages.amountRangeProperty],
    ['Personalised: Islamic needs the Halal declaration', personalised({ wcl: true, financingAmount: '50000', financingType: 'Islamic' }), newMode, 'halalDeclaration', messages.halalDeclarationRequired],
    ['Personalised: Islamic with GAS is refused', personalised({ gas: true, financingAmount: '50000', financingType: 'Islamic', halalDeclaration: true }), newMode, 'financingType', messages.islamicNotAvailable],
    // 3. AIP: answer, amount when Yes, captcha
    ['AIP: no existing-OTP answer comes before the captcha', aip(), withCaptcha, 'isExistingOTPAvailable', messages.existingOtpRequired],
    ['AIP: Yes without amount', aip({ isExistingOTPAvailable: 'Y' }), withCaptcha, 'financingAmount', messages.amountRequired],
    ['AIP: No asks no amount, then the captcha', aip({ isExistingOTPAvailable: 'N' }), withCaptcha, 'human', messages.captchaRequired],
    ['AIP: Yes below 200,000', aip({ isExistingOTPAvailable: 'Y', financingAmount: '199999' }), newMode, 'financingAmount', messages.amountRangeProperty],
    // 4. Online: tenure, captcha
    ['Online: no tenure comes before the captcha', online({ financingTenure: '' }), withCaptcha, 'financingTenure', messages.tenureRequired],
    ['Online: captcha', online(), withCaptcha, 'human', messages.captchaRequired],
    ['Online: amount above 300,000', online({ financingAmount: 300001 }), newMode, 'financingAmount', messages.amountRangeOnline],
    // 5. the other field validators
    ['promo row 1 over 20 characters', online({ promoValue: long(21) }), newMode, 'promoValue', messages.promoMax],
    ['promo row 2 over 20 characters', online({ secondPromoRow: true, promoValue2: long(21) }), newMode, 'promoValue2', messages.promoMax],
    ['declaration not accepted', online({ declarationAccepted: false }), newMode, 'declarationAccepted', messages.startDeclarationRequired],
  ] as const)('%s', (_name, values, opts, path, message) => {
    expect(firstStartError(values as FinanceStartValues, opts)).toEqual({ path, message });
  });

  it.each([
    ['Online', online()],
    ['Online with the captcha passed', online({ human: true })],
    ['Personalised property only at 200,000', personalised({ property: true, financingAmount: '200,000' })],
    ['Personalised Islamic with the Halal declaration', personalised({ wcl: true, financingAmount: '20000', financingType: 'Islamic', halalDeclaration: true })],
    ['AIP without an Option to Purchase', aip({ isExistingOTPAvailable: 'N' })],
    ['AIP with an Option to Purchase at 10,000,000', aip({ isExistingOTPAvailable: 'Y', financingAmount: '10000000' })],
    ['promo rows of 20 characters', online({ promoValue: long(20), secondPromoRow: true, promoValue2: long(20) })],
  ])('valid: %s', (_name, values) => {
    expect(firstStartError(values, newMode)).toBeUndefined();
  });

  it('edit mode does not ask for the captcha', () => {
    expect(firstStartError(online(), { captcha: true, editMode: true })).toBeUndefined();
  });
});

describe('startErrors: every message at once, in the order of spec 1, 5.1 (issue 34 item 14)', () => {
  it('Personalised Islamic with no amount, no Halal declaration, no declaration and no captcha: all four, one per field', () => {
    const values = personalised({ wcl: true, financingType: 'Islamic', declarationAccepted: false });
    expect(startErrors(values, withCaptcha)).toEqual([
      { path: 'financingAmount', message: messages.amountRequired },
      { path: 'human', message: messages.captchaRequired },
      { path: 'halalDeclaration', message: messages.halalDeclarationRequired },
      { path: 'declarationAccepted', message: messages.startDeclarationRequired },
    ]);
  });

  it('no product: that message alone, as the rest depends on the product', () => {
    expect(startErrors({ ...emptyStartValues() }, withCaptcha)).toEqual([{ path: 'financingProduct', message: messages.noProductSelected }]);
  });
});

describe('buildStartPayload (spec 1, 3.1)', () => {
  const ctx = { referenceNo: '', source: '' as const, fixedInterestRate: false };
  const none = { wcl: 'N', property: 'N', trade: 'N', gas: 'N', esg: 'N' };

  it('Online: amount, tenure, instalment and rate; no purposes, no OTP answer', () => {
    expect(buildStartPayload(online({ financingAmount: 100000, financingTenure: 5 }), ctx)).toMatchObject({
      financingProduct: 'Online', financingProductDescription: 'Online', financingType: 'Conventional', isExistingOTPAvailable: '',
      financingAmount: 100000, financingTenure: 5, indicativeMonthlyInstallment: 2124.7, indicativeInterestRate: 10, ...none,
    });
  });

  it('Personalised: amount and purpose flags; no tenure, instalment or rate', () => {
    expect(buildStartPayload(personalised({ wcl: true, trade: true, financingAmount: '1,500,000', financingTenure: 3 }), ctx)).toMatchObject({
      financingProduct: 'Personalised', financingProductDescription: 'Personalised', isExistingOTPAvailable: '', financingAmount: 1500000,
      financingTenure: 0, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0, wcl: 'Y', property: 'N', trade: 'Y', gas: 'N', esg: 'N',
    });
  });

  it('Personalised: Islamic is sent as Conventional without a valid combination', () => {
    expect(buildStartPayload(personalised({ esg: true, financingAmount: 50000, financingType: 'Islamic' }), ctx).financingType).toBe('Conventional');
    expect(buildStartPayload(personalised({ wcl: true, financingAmount: 50000, financingType: 'Islamic' }), ctx).financingType).toBe('Islamic');
  });

  it.each([
    ['Yes', 'Y', '250000', 250000],
    ['No', 'N', '', 0],
  ] as const)('AIP with existing OTP %s: isExistingOTPAvailable %s, property Y, amount %s', (_n, answer, amount, sent) => {
    expect(buildStartPayload(aip({ isExistingOTPAvailable: answer, financingAmount: amount }), ctx)).toMatchObject({
      financingProduct: 'AIP', financingProductDescription: 'Approval In-Principle', isExistingOTPAvailable: answer, financingAmount: sent,
      financingTenure: 0, indicativeMonthlyInstallment: 0, indicativeInterestRate: 0, ...none, property: 'Y',
    });
  });

  it.each([
    ['no code', { promoValue: '' }, { promoCode: '', referralCode: '', ddlPromoReferralCode1: '', ddlPromoReferralCode2: '' }],
    ['promo row only, encoded', { promoValue: 'A&B 1' }, { promoCode: 'A%26B%201', referralCode: '', ddlPromoReferralCode1: 'PromoCode', ddlPromoReferralCode2: '' }],
    ['referral first, promo second', { promoKind: 'ReferralCode', promoValue: 'R1', secondPromoRow: true, promoValue2: 'P/2' }, { promoCode: 'P%2F2', referralCode: 'R1', ddlPromoReferralCode1: 'ReferralCode', ddlPromoReferralCode2: 'PromoCode' }],
    ['removed second row is not sent', { promoValue: 'P1', secondPromoRow: false, promoValue2: 'R2' }, { promoCode: 'P1', referralCode: '', ddlPromoReferralCode2: '' }],
  ] as const)('promo/referral: %s', (_name, v, expected) => {
    expect(buildStartPayload(online(v as Partial<FinanceStartValues>), ctx)).toMatchObject(expected);
  });

  it('carries the reference number (edit mode) and the source (ESG mode)', () => {
    expect(buildStartPayload(personalised({ esg: true, financingAmount: 30000 }), { referenceNo: 'SME1', source: 'ESG Digital', fixedInterestRate: false })).toMatchObject({
      referenceNo: 'SME1', source: 'ESG Digital', esg: 'Y',
    });
  });
});

describe('startValuesFrom', () => {
  it('a new page with ESG mode preselects Personalised and the ESG purpose', () => {
    expect(startValuesFrom(null, readStartParams('?option=ESG&psrc=x'))).toMatchObject({ financingProduct: 'Personalised', esg: true, wcl: false });
  });
  it('a new page without option has no product', () => {
    expect(startValuesFrom(null, readStartParams(''))).toMatchObject({ financingProduct: '', financingAmount: '' });
  });
  it.each([
    ['Online', online({ financingAmount: 120000, financingTenure: 4, promoValue: 'P&1', secondPromoRow: true, promoValue2: 'R1' })],
    ['Personalised Islamic', personalised({ wcl: true, property: true, financingAmount: 300000, financingType: 'Islamic', halalDeclaration: true })],
    ['AIP with an Option to Purchase', aip({ isExistingOTPAvailable: 'Y', financingAmount: 500000 })],
    ['AIP without', aip({ isExistingOTPAvailable: 'N' })],
  ])('a saved %s application comes back as the same form', (_name, values) => {
    const ctx = { referenceNo: 'SME1', source: '' as const, fixedInterestRate: false };
    const saved = buildStartPayload(values, ctx);
    expect(buildStartPayload(startValuesFrom(saved, readStartParams('')), ctx)).toEqual(saved);
  });
});
