import type { FinancingApplication } from '../../../../src/contract';
import {
  bankFigures,
  financeDetailsSchema,
  INDICATIVE_RATE_PERCENT,
  INSTALMENT_TOLERANCE,
  onlineRate,
  rateError,
  validationErrors,
  type BankFigures,
} from '../../../../src/domain';
import type { Issue } from '../../../http/errors';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The bank's rules for the start page payload beyond the schema's formats (spec 1, 3.1 and 5.1): the
 * page's own schema (financeDetailsSchema), so the bank refuses what the page refuses, in its words
 * (an Online rate outside 8..12 % or off the 0.05 step among them); an AIP application is a property
 * one. Then the figures the bank decides itself under its own fixedInterestRate switch (figureIssues).
 */
export function financingIssues(body: FinancingApplication, fixedInterestRate: boolean): Issue[] {
  const issues = productIssues(body);
  // The bank's figures follow from the product, amount and tenure; on an invalid one they would only repeat the error.
  if (issues.some((issue) => FIGURE_INPUTS.includes(issue.path))) return issues;
  const reported = new Set(issues.map((issue) => issue.path));
  return [...issues, ...figureIssues(body, fixedInterestRate).filter((issue) => !reported.has(issue.path))];
}

const FIGURE_INPUTS: readonly string[] = ['financingProduct', 'financingAmount', 'financingTenure'];

/**
 * The start page's schema on what the wire carries: the page's own declarations stay on the page.
 * Its purpose rule names no field of the payload, so the bank reports it on the first flag, wcl.
 */
const startPageRules = financeDetailsSchema.pick([
  'financingProduct',
  'financingType',
  'financingAmount',
  'financingTenure',
  'indicativeInterestRate',
  'isExistingOTPAvailable',
  'wcl',
  'property',
  'trade',
  'gas',
  'esg',
  'promoCode',
  'referralCode',
]);
const WIRE_PATH: Readonly<Record<string, string>> = { purpose: 'wcl' };

function productIssues(body: FinancingApplication): Issue[] {
  // Promo and referral values travel URL-encoded; their limit is on what the user typed.
  const typed = { ...body, promoCode: decoded(body.promoCode), referralCode: decoded(body.referralCode) };
  const issues = Object.entries(validationErrors(startPageRules, typed)).map(([path, message]) => ({ path: WIRE_PATH[path] ?? path, message }));
  if (body.financingProduct === 'AIP' && body.property !== 'Y') issues.push({ path: 'property', message: 'must be Y for the AIP product' });
  return issues;
}

type FigureInputs = Pick<FinancingApplication, 'financingProduct' | 'financingAmount' | 'financingTenure' | 'indicativeInterestRate'>;

/** The figures the bank quotes for a payload it is checking: the rate is its own when the rate is fixed. */
export function figuresOf(body: FigureInputs, fixedInterestRate: boolean): BankFigures {
  return bankFigures(body.financingProduct, body.financingAmount, body.financingTenure, onlineRate(body.indicativeInterestRate, fixedInterestRate));
}

/**
 * The figures of a stored application, worked out again. Its rate was checked when it was saved; a row
 * whose rate the bank never offered (stored before the bank checked it) prints the indicative rate.
 */
export function storedFiguresOf(f: FigureInputs): BankFigures {
  const rate = rateError(f.indicativeInterestRate) === undefined ? f.indicativeInterestRate : INDICATIVE_RATE_PERCENT;
  return bankFigures(f.financingProduct, f.financingAmount, f.financingTenure, rate);
}

/**
 * The applicant may not choose the terms the bank prints beyond the rate it lets them choose: a sent
 * description, rate or instalment that differs from the bank's is refused rather than silently
 * corrected, so a client that disagrees with the bank finds out before the user reads a figure the
 * bank will not honour.
 */
function figureIssues(body: FinancingApplication, fixedInterestRate: boolean): Issue[] {
  const bank = figuresOf(body, fixedInterestRate);
  const issues: Issue[] = [];
  if (body.financingProductDescription !== bank.financingProductDescription) {
    issues.push({ path: 'financingProductDescription', message: `must be the bank's name of the product, '${bank.financingProductDescription}'` });
  }
  if (body.indicativeInterestRate !== bank.indicativeInterestRate) {
    issues.push({ path: 'indicativeInterestRate', message: `must be the bank's indicative rate for this product, ${bank.indicativeInterestRate}` });
  }
  if (!(Math.abs(body.indicativeMonthlyInstallment - bank.indicativeMonthlyInstallment) <= INSTALMENT_TOLERANCE + 1e-9)) {
    issues.push({
      path: 'indicativeMonthlyInstallment',
      message: `must be the bank's indicative instalment for this amount and tenure, ${bank.indicativeMonthlyInstallment}`,
    });
  }
  return issues;
}
