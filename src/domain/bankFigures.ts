import type { ProductKind } from './amounts';
import { monthlyInstalment } from './instalment';
import { productByKind } from './reference';

/**
 * The figures of an application that the bank, not the applicant, decides (spec 1, 3.1 and 9): the
 * product's name, the indicative rate (its own, or the applicant's within its bounds when the rate is not
 * fixed) and the indicative monthly instalment. The start page shows and
 * sends them, the bank checks what was sent against them and stores only them, so a letter of offer
 * can only ever print the bank's own terms.
 */
export interface BankFigures {
  financingProductDescription: string;
  indicativeInterestRate: number;
  indicativeMonthlyInstallment: number;
}

/**
 * How far a sent instalment may be from the bank's: one cent, for a client that rounded the annuity
 * the other way; anything further is a different figure.
 */
export const INSTALMENT_TOLERANCE = 0.01;

/**
 * Only Online quotes a rate and an instalment (the annuity on its amount, tenure and rate, see onlineRate);
 * the other products quote none.
 */
export function bankFigures(product: ProductKind, amount: number, tenureYears: number, ratePercent: number): BankFigures {
  const online = product === 'Online';
  return {
    financingProductDescription: productByKind(product)?.label ?? product,
    indicativeInterestRate: online ? ratePercent : 0,
    indicativeMonthlyInstallment: online ? monthlyInstalment(amount, ratePercent, tenureYears) : 0,
  };
}
