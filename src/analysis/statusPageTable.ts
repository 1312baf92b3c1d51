import { STATUS_ROUTING, type StatusProduct } from '../domain/statusRouting';
import { statusPageFor, type StatusOrigin, type StatusPage } from '../domain/statusPages';

/** One line of the progress-code table behind a status page: for this product (and AIP OTP flag), these codes open it. */
export interface ProgressRow {
  page: StatusPage;
  origin: StatusOrigin;
  product: StatusProduct;
  /** The AIP's existing-OTP flag the line needs: 'N', 'otherwise' (Y or none), or 'any'. */
  otp: 'N' | 'otherwise' | 'any';
  codes: string[];
}

/** A flag value that reads as the routing table's OTP column. */
const otpFlagFor = (otp: ProgressRow['otp']): string => (otp === 'otherwise' ? 'Y' : 'N');

/**
 * The lines of the status routing table (src/domain/statusRouting.ts) that open `page` for a status read
 * `origin`: each code is put through statusPageFor itself, so the finer pages (LE to ExpiredLoanOffer,
 * complete or pending on enquiry) come out as the chart routes them.
 */
export function progressRowsFor(page: StatusPage, origin: StatusOrigin): ProgressRow[] {
  const rows: ProgressRow[] = [];
  for (const r of STATUS_ROUTING) {
    const codes = r.codes.filter((progress) => statusPageFor({ product: r.product, isExistingOTPAvailable: otpFlagFor(r.otp), progress }, origin) === page);
    if (codes.length) rows.push({ page, origin, product: r.product, otp: r.otp, codes });
  }
  return rows;
}

/** How a line reads: "BTL: LI, UM" or "AIP with OTP flag N: LAP". */
export const progressRowWords = (r: Pick<ProgressRow, 'product' | 'otp' | 'codes'>): string =>
  `${r.product}${r.otp === 'any' ? '' : ` with existing-OTP flag ${r.otp === 'N' ? 'N' : 'Y or none'}`}: ${r.codes.join(', ')}`;
