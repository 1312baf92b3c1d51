import type { FinancingApplication } from '../../../../contract';
import { bankFigures, financeDetailsSchema, INSTALMENT_TOLERANCE, validationErrors, type BankFigures } from '../../../../domain';
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
 * page's own schema (financeDetailsSchema), so the bank refuses what the page refuses, in its words;
 * an AIP application is a property one. Then the figures the bank decides itself (figureIssues).
 */
export function financingIssues(body: FinancingApplication): Issue[] {
  const issues = productIssues(body);
  // The bank's figures follow from a valid amount and tenure; on an invalid one they would only repeat the error.
  return issues.length > 0 ? issues : figureIssues(body);
}

/**
 * The start page's schema on what the wire carries: the page's own declarations stay on the page.
 * Its purpose rule names no field of the payload, so the bank reports it on the first flag, wcl.
 */
const startPageRules = financeDetailsSchema.pick([
  'financingProduct',
  'financingType',
  'financingAmount',
  'financingTenure',
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

/** The figures the bank decides for this payload's product, amount and tenure. */
export function figuresOf(body: Pick<FinancingApplication, 'financingProduct' | 'financingAmount' | 'financingTenure'>): BankFigures {
  return bankFigures(body.financingProduct, body.financingAmount, body.financingTenure);
}

/**
 * The applicant may not choose the terms the bank prints: a sent description, rate or instalment that
 * differs from the bank's is refused rather than silently corrected, so a client that disagrees with
 * the bank finds out before the user reads a figure the bank will not honour.
 */
function figureIssues(body: FinancingApplication): Issue[] {
  const bank = figuresOf(body);
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
