import type { FinancingApplication } from '../../contract';
import {
  amountError,
  bankFigures,
  hasAnyPurpose,
  INSTALMENT_TOLERANCE,
  islamicAllowed,
  PROMO_MAX_LENGTH,
  purposesFromFlags,
  TENURE_YEARS,
  type BankFigures,
} from '../../domain';
import type { Issue } from '../http/errors';

function decodedLength(value: string): number {
  try {
    return decodeURIComponent(value).length;
  } catch {
    return value.length;
  }
}

/**
 * The bank's rules for the start page payload beyond the schema's formats (spec 1, 3.1 and 5.1),
 * per product: Online 20,000..300,000 with a tenure of 1 to 5 years; Personalised at least one
 * purpose, 20,000..10,000,000 (200,000.. for property only), Islamic only for the eligible
 * purposes (ADR 0003); AIP a Y/N existing-OTP answer, property Y, and with Y 200,000..10,000,000.
 * The messages of the amount bounds are the page's own, so the user reads the same words. Then the
 * figures the bank decides itself (figureIssues).
 */
export function financingIssues(body: FinancingApplication): Issue[] {
  const issues = productIssues(body);
  // The bank's figures follow from a valid amount and tenure; on an invalid one they would only repeat the error.
  return issues.length > 0 ? issues : figureIssues(body);
}

function productIssues(body: FinancingApplication): Issue[] {
  const issues: Issue[] = [];
  const purposes = purposesFromFlags({ wcl: body.wcl, property: body.property, trade: body.trade, gas: body.gas, esg: body.esg });
  const amount = (message: string | undefined) => {
    if (message) issues.push({ path: 'financingAmount', message });
  };
  switch (body.financingProduct) {
    case 'Online':
      amount(amountError('Online', body.financingAmount));
      if (!(TENURE_YEARS as readonly number[]).includes(body.financingTenure)) {
        issues.push({ path: 'financingTenure', message: 'must be 1 to 5 years for the Online product' });
      }
      break;
    case 'Personalised':
      if (!hasAnyPurpose(purposes)) issues.push({ path: 'wcl', message: 'at least one purpose (wcl, property, trade, gas, esg) must be Y' });
      else amount(amountError('Personalised', body.financingAmount, purposes));
      if (body.financingType === 'Islamic' && !islamicAllowed(purposes)) {
        issues.push({ path: 'financingType', message: 'Islamic is offered for working capital, property or trade purposes only' });
      }
      break;
    case 'AIP':
      if (body.isExistingOTPAvailable !== 'Y' && body.isExistingOTPAvailable !== 'N') {
        issues.push({ path: 'isExistingOTPAvailable', message: 'must be Y or N for the AIP product' });
      }
      if (body.property !== 'Y') issues.push({ path: 'property', message: 'must be Y for the AIP product' });
      if (body.isExistingOTPAvailable === 'Y') amount(amountError('AIP', body.financingAmount));
      break;
  }
  for (const field of ['promoCode', 'referralCode'] as const) {
    if (decodedLength(body[field]) > PROMO_MAX_LENGTH) issues.push({ path: field, message: `must be at most ${PROMO_MAX_LENGTH} characters` });
  }
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
