import { bankFigures, buildStartPayload, emptyStartValues, firstStartError, onlineRate, rateError, startValuesFrom, type FinanceStartValues } from '../../src/domain';
import { readStartParams } from '../../src/domain/financing';

const RANGE = 'Input Min. 8% - Max. 12%';
const STEP = 'Input the interest rate in steps of 0.05%';

/**
 * Spec 1, 9: P r / (1 - (1 + r)^-n) with r = annual % / 12 and n = months, worked out by hand, not by the code:
 * S$100,000 over 36 months at 8.5 % is 3,156.75; at 8 % 3,133.64; at 12 % 3,321.43; at 10 % 3,226.72.
 */
const AT_8_5 = 3156.75;
const AT_8 = 3133.64;
const AT_12 = 3321.43;
const AT_10 = 3226.72;

describe('the rate when it is not fixed (spec 1, 5.1; spec 3, 9: 8 to 12 % p.a., step 0.05)', () => {
  it.each([8, 12, 8.05, 11.95, 10, 9.5, '8.5', '12.00'])('%s is a rate the bank offers', (rate) => {
    expect(rateError(rate)).toBeUndefined();
  });

  it.each([
    [7.95, RANGE],
    [12.05, RANGE],
    [0, RANGE],
    ['', RANGE],
    ['abc', RANGE],
    [9.03, STEP],
    [8.01, STEP],
    ['10.125', STEP],
  ])('%s is refused: %s', (rate, message) => {
    expect(rateError(rate)).toBe(message);
  });

  it('fixed, the quoted rate is the bank indicative 10 %; not fixed, the applicant chose it', () => {
    expect(onlineRate(9.5, true)).toBe(10);
    expect(onlineRate(9.5, false)).toBe(9.5);
  });
});

describe('the bank figures at a chosen rate: the annuity on the monthly rate (spec 1, 9)', () => {
  it.each([
    [8.5, AT_8_5],
    [8, AT_8],
    [12, AT_12],
    [10, AT_10],
  ])('S$100,000 over 3 years at %f %% is %f a month', (rate, instalment) => {
    expect(bankFigures('Online', 100000, 3, rate)).toEqual({ financingProductDescription: 'Online', indicativeInterestRate: rate, indicativeMonthlyInstallment: instalment });
  });

  it('Personalised and AIP quote no rate whatever is asked', () => {
    expect(bankFigures('Personalised', 100000, 0, 8.5)).toMatchObject({ indicativeInterestRate: 0, indicativeMonthlyInstallment: 0 });
    expect(bankFigures('AIP', 300000, 0, 8.5)).toMatchObject({ indicativeInterestRate: 0, indicativeMonthlyInstallment: 0 });
  });
});

describe('the start page with the rate switch (spec 3, 9 fixedInterestRate)', () => {
  const online = (v: Partial<FinanceStartValues> = {}): FinanceStartValues => ({
    ...emptyStartValues('Online'),
    declarationAccepted: true,
    financingAmount: 100000,
    financingTenure: 3,
    ...v,
  });
  const ctx = (fixedInterestRate: boolean) => ({ referenceNo: '', source: '' as const, fixedInterestRate });
  const checks = { captcha: false, editMode: false };

  it('an Online form starts at the indicative 10 %', () => {
    expect(emptyStartValues('Online').indicativeInterestRate).toBe(10);
  });

  it('not fixed: the payload carries the chosen rate and the instalment at it', () => {
    expect(buildStartPayload(online({ indicativeInterestRate: 8.5 }), ctx(false))).toMatchObject({ indicativeInterestRate: 8.5, indicativeMonthlyInstallment: AT_8_5 });
    expect(buildStartPayload(online({ indicativeInterestRate: '12' }), ctx(false))).toMatchObject({ indicativeInterestRate: 12, indicativeMonthlyInstallment: AT_12 });
  });

  it('fixed: the payload carries the bank indicative 10 % whatever the form holds', () => {
    expect(buildStartPayload(online({ indicativeInterestRate: 8.5 }), ctx(true))).toMatchObject({ indicativeInterestRate: 10, indicativeMonthlyInstallment: AT_10 });
  });

  it('submit reports a rate out of bounds or off the step, after the amount and before the declarations', () => {
    expect(firstStartError(online({ indicativeInterestRate: 12.05 }), checks)).toEqual({ path: 'indicativeInterestRate', message: RANGE });
    expect(firstStartError(online({ indicativeInterestRate: 9.03 }), checks)).toEqual({ path: 'indicativeInterestRate', message: STEP });
    expect(firstStartError(online({ indicativeInterestRate: 7, financingAmount: 5 }), checks)?.path).toBe('financingAmount');
    expect(firstStartError(online({ indicativeInterestRate: 7, declarationAccepted: false }), checks)?.path).toBe('indicativeInterestRate');
  });

  it('edit mode loads the saved rate and sends it again', () => {
    const saved = buildStartPayload(online({ indicativeInterestRate: 9.35 }), { ...ctx(false), referenceNo: 'SME1' });
    const values = startValuesFrom(saved, readStartParams('?refNo=SME1'));
    expect(values.indicativeInterestRate).toBe(9.35);
    expect(buildStartPayload(values, { ...ctx(false), referenceNo: 'SME1' })).toEqual(saved);
  });
});
