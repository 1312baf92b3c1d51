import { formatMoney } from './format';
import { messages } from './messages';

/**
 * Spec 3, section 2 "AIP approved page" and section 3 "AIP response": which loan offer tables the page
 * shows, and their cells.
 *
 * The input is the AIP response (contract AipResponse) as a structural type: domain imports
 * nothing outside itself.
 */
export interface AipOfferInput {
  maxCIPAIPLoanAmtFreehold?: number | null;
  TenureFreehold?: number | null;
  maxCIPAIPLoanAmtLeasehold?: number | null;
  TenureLeasehold?: number | null;
  maxCIPAIPLoanAmtJTCLeasehold?: number | null;
  TenureJTCLeasehold?: number | null;
  maxCIPAIPLoanAmtNonJTCLeasehold?: number | null;
  TenureNonJTCLeasehold?: number | null;
  maxLoanDetailsNoProp?: readonly { loanTenure: number; loanAmount: number }[] | null;
}

/** One row of a loan offer table: 'Up to 30 years' and 'Up to S$ 1,500,000'; '-' where the bank gave nothing. */
export interface AipOfferRow {
  tenure: string;
  amount: string;
}

export type AipOfferView =
  | { kind: 'noProperty'; rows: AipOfferRow[] }
  | { kind: 'freehold'; rows: AipOfferRow[] }
  | { kind: 'leasehold'; split: false; rows: AipOfferRow[] }
  | { kind: 'leasehold'; split: true; jtc: AipOfferRow[]; nonJtc: AipOfferRow[] }
  | { kind: 'none' };

/**
 * An amount "exists" when the bank sent a positive number: a missing, null or zero amount offers nothing
 * (our reading; a 'Up to S$ 0' row would tell the applicant nothing).
 */
const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

const cell = {
  tenure: (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? messages.upToYears(n) : '-'),
  amount: (n: number | null | undefined) => (has(n) ? messages.upToAmount(formatMoney(n)) : '-'),
};

const row = (amount: number | null | undefined, tenure: number | null | undefined): AipOfferRow => ({
  tenure: cell.tenure(tenure),
  amount: cell.amount(amount),
});

/**
 * The view, by the spec's rules in this order:
 * 1. leasehold when any leasehold amount exists (single, JTC or non-JTC); split into a JTC and a non-JTC
 *    table when either or both JTC amounts exist (a side the bank left empty shows one '-' row), else
 *    one table from the single leasehold pair;
 * 2. freehold when freehold amounts exist;
 * 3. no-property when no-property details exist (one row per loanTenure / loanAmount pair);
 * 4. none otherwise (no response, or a response without any amount).
 * The spec says "only" for the freehold and no-property views without saying what a response with both
 * shows; we read the property amount as the more specific offer, so freehold wins.
 */
export function aipOfferView(aip: AipOfferInput | null | undefined): AipOfferView {
  if (!aip) return { kind: 'none' };
  const jtc = has(aip.maxCIPAIPLoanAmtJTCLeasehold);
  const nonJtc = has(aip.maxCIPAIPLoanAmtNonJTCLeasehold);
  if (jtc || nonJtc) {
    return {
      kind: 'leasehold',
      split: true,
      jtc: [row(aip.maxCIPAIPLoanAmtJTCLeasehold, aip.TenureJTCLeasehold)],
      nonJtc: [row(aip.maxCIPAIPLoanAmtNonJTCLeasehold, aip.TenureNonJTCLeasehold)],
    };
  }
  if (has(aip.maxCIPAIPLoanAmtLeasehold)) {
    return { kind: 'leasehold', split: false, rows: [row(aip.maxCIPAIPLoanAmtLeasehold, aip.TenureLeasehold)] };
  }
  if (has(aip.maxCIPAIPLoanAmtFreehold)) {
    return { kind: 'freehold', rows: [row(aip.maxCIPAIPLoanAmtFreehold, aip.TenureFreehold)] };
  }
  const noProp = (aip.maxLoanDetailsNoProp ?? []).filter((d) => has(d.loanAmount));
  if (noProp.length > 0) {
    return { kind: 'noProperty', rows: noProp.map((d) => row(d.loanAmount, d.loanTenure)) };
  }
  return { kind: 'none' };
}
