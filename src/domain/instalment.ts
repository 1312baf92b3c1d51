import { TENURE_YEARS } from './constants';

/** Round to 2 decimals, half away from zero, robust to binary noise (1.005 -> 1.01). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** Number of decimals in a step such as 0.05 (2) or 1000 (0). */
function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Round a value to the nearest multiple of step (spec 1, 5.1). Halves round up. */
export function roundToStep(value: number, step: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return value;
  const steps = Math.round(value / step + 1e-9);
  return Number((steps * step).toFixed(decimalsOf(step)));
}

/** Tenure in months: 1 -> 12 ... 5 -> 60 (spec 1, 9). */
export function tenureMonths(years: number): number {
  return years * 12;
}

/**
 * Indicative monthly instalment: standard annuity on the monthly rate (spec 1, 9),
 * P * r / (1 - (1 + r)^-n) with r = annual % / 100 / 12 and n = years * 12, rounded to 2 decimals.
 * A 0 % rate gives principal / n. Non-positive principal or tenure gives 0.
 */
export function monthlyInstalment(principal: number, annualRatePercent: number, years: number): number {
  const n = tenureMonths(years);
  if (!Number.isFinite(principal) || !Number.isFinite(annualRatePercent) || !(n > 0) || principal <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return round2(principal / n);
  return round2((principal * r) / (1 - Math.pow(1 + r, -n)));
}

/** The tenure choices of the online product with their indicative instalments (spec 1, 2.1). */
export function instalmentTable(
  principal: number,
  annualRatePercent: number,
): { years: number; months: number; instalment: number }[] {
  return TENURE_YEARS.map((years) => ({
    years,
    months: tenureMonths(years),
    instalment: monthlyInstalment(principal, annualRatePercent, years),
  }));
}
