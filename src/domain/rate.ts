import { parseAmount } from './amounts';
import { roundToStep } from './instalment';
import { INDICATIVE_RATE_PERCENT, RATE_MAX_PERCENT, RATE_MIN_PERCENT, RATE_STEP } from './constants';
import { messages } from './messages';

/** Rates travel as binary floats (8.05 / 0.05 is 161.00000000000003): a multiple within this is on the step. */
const STEP_TOLERANCE = 1e-9;

function onStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < STEP_TOLERANCE;
}

/**
 * The error for an interest rate the applicant chose, or undefined when the bank offers it (spec 1, 5.1;
 * spec 3, 9): a number from 8 to 12 % p.a. in steps of 0.05. The page rounds to the step on leaving the
 * field, so the step message is what a client that skipped the page hears.
 */
export function rateError(value: number | string | null | undefined): string | undefined {
  const rate = rateInRange(value);
  if (rate === undefined) return messages.rateRange;
  if (!onStep(rate, RATE_STEP)) return messages.rateStep;
  return undefined;
}

/** The typed rate when it is a number from 8 to 12, else undefined. */
function rateInRange(value: number | string | null | undefined): number | undefined {
  const rate = parseAmount(value);
  return rate === undefined || Number.isNaN(rate) || rate < RATE_MIN_PERCENT || rate > RATE_MAX_PERCENT ? undefined : rate;
}

/**
 * The rate on leaving the field (spec 1, 5.1): a rate from 8 to 12 rounded to the nearest 0.05, or
 * undefined when it is out of range or no number: it then stays as typed beside its message.
 */
export function settledRate(typed: number | string | null | undefined): number | undefined {
  const rate = rateInRange(typed);
  return rate === undefined ? undefined : roundToStep(rate, RATE_STEP);
}

/**
 * The rate an Online application is quoted at (spec 3, 9, switch fixedInterestRate): the bank's
 * indicative rate when the rate is fixed, else the one the applicant chose.
 */
export function onlineRate(chosen: number, fixedInterestRate: boolean): number {
  return fixedInterestRate ? INDICATIVE_RATE_PERCENT : chosen;
}
