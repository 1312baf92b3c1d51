import { describe, expect, it } from 'vitest';
import { financingIssues, storedFiguresOf } from '../../../server/areas/steps/rules/financing';
import { financing } from '../helpers/journey';

const RANGE = 'Input Min. 8% - Max. 12%';
const STEP = 'Input the interest rate in steps of 0.05%';

/** S$100,000 over 36 months at 8.5 % (annuity on the monthly rate, spec 1, 9), worked out by hand. */
const AT_8_5 = 3156.75;

/** An Online application at this rate, with the instalment the page shows for it (financing() works it out). */
const at = (rate: number) => financing({ indicativeInterestRate: rate });
const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

describe('the bank rate rule, fixedInterestRate off (the spec value: the applicant chooses 8 to 12 % in 0.05 steps)', () => {
  it.each([8, 12, 8.05, 8.5, 11.95, 10])('%f %% is accepted', (rate) => {
    expect(financingIssues(at(rate), false)).toEqual([]);
  });

  it.each([
    [7.95, RANGE],
    [12.05, RANGE],
    [9.03, STEP],
  ])('%f %% is refused: %s', (rate, message) => {
    expect(financingIssues(at(rate), false)).toEqual([{ path: 'indicativeInterestRate', message }]);
  });

  it('an instalment that is not the annuity at the chosen rate is refused', () => {
    const issues = financingIssues(financing({ indicativeInterestRate: 8.5, indicativeMonthlyInstallment: 3226.72 }), false);
    expect(paths(issues)).toEqual(['indicativeMonthlyInstallment']);
    expect(issues[0].message).toContain(String(AT_8_5));
  });

  it('a rate out of bounds and a forged description are both named', () => {
    expect(paths(financingIssues(financing({ indicativeInterestRate: 13, financingProductDescription: 'GRANT' }), false))).toEqual([
      'indicativeInterestRate',
      'financingProductDescription',
    ]);
  });
});

describe('the bank rate rule, fixedInterestRate on (the bank indicative 10 % only)', () => {
  it('10 % is accepted', () => {
    expect(financingIssues(at(10), true)).toEqual([]);
  });

  it.each([9.5, 8, 12])('%f %%, a rate the bank would offer when not fixed, is refused', (rate) => {
    const issues = financingIssues(at(rate), true);
    expect(paths(issues)).toContain('indicativeInterestRate');
    expect(issues.find((issue) => issue.path === 'indicativeInterestRate')!.message).toMatch(/indicative rate .* 10$/);
  });

  it('a rate out of bounds is named once, in the page words', () => {
    expect(financingIssues(at(7), true).filter((issue) => issue.path === 'indicativeInterestRate')).toEqual([{ path: 'indicativeInterestRate', message: RANGE }]);
  });
});

describe('what a stored application prints', () => {
  it('the rate it was saved at, with the instalment worked out again from it', () => {
    expect(storedFiguresOf(financing({ indicativeInterestRate: 8.5, indicativeMonthlyInstallment: 1 }))).toEqual({
      financingProductDescription: 'Online',
      indicativeInterestRate: 8.5,
      indicativeMonthlyInstallment: AT_8_5,
    });
  });

  it('a rate the bank never offers (a row stored before it checked) prints the indicative 10 %', () => {
    expect(storedFiguresOf(financing({ indicativeInterestRate: 0.01 }))).toMatchObject({ indicativeInterestRate: 10, indicativeMonthlyInstallment: 3226.72 });
  });
});
