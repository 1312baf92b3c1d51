import type { CompDtls, FinancingApplication } from '../../../src/contract';
import { AIP_EXCLUDED_PRIMARY_ACTIVITY, monthsSinceRegistration, parseDate, PREVIOUS_YEAR_MIN_MONTHS_REGISTERED } from '../../../src/domain';

/** Spec 2, 8: M07 / M07HA, business type not eligible. The brief gives M07 for this exclusion. */
export const BUSINESS_TYPE_NOT_ELIGIBLE = 'M07';

export interface EligibilityFacts {
  financing: Pick<FinancingApplication, 'financingProduct' | 'isExistingOTPAvailable'>;
  company: Pick<CompDtls, 'SoleorNonSole' | 'Primary_Activity_Code' | 'Registration_Date'>;
  /** The application date, yyyy-mm-dd in Singapore (the day the application was created). */
  applicationDate: string;
}

/**
 * Spec 1, 5.2: "for an AIP product with no existing OTP, a non-sole proprietor whose registration date
 * check applies is excluded when the primary activity code is 64202."
 *
 * Our reading (ADR 0003, "AIP and primary activity 64202"): "whose registration date check applies" means
 * the business was registered less than 24 months before the application date, the same threshold and the
 * same month count as the previous-year block of spec 1, 4.2 (`monthsSinceRegistration`, so a missing or
 * unparseable registration date counts as 0 months and the check applies). "Non-sole" is SoleorNonSole
 * other than 'Sole'. Returns the Validate code for the exclusion, or null when the business is not excluded.
 */
export function businessTypeExclusion({ financing, company, applicationDate }: EligibilityFacts): typeof BUSINESS_TYPE_NOT_ELIGIBLE | null {
  const onDate = parseDate(applicationDate);
  if (!onDate) return null;
  const young = monthsSinceRegistration(company.Registration_Date, onDate) < PREVIOUS_YEAR_MIN_MONTHS_REGISTERED;
  const excluded =
    financing.financingProduct === 'AIP' &&
    financing.isExistingOTPAvailable === 'N' &&
    company.SoleorNonSole !== 'Sole' &&
    company.Primary_Activity_Code.trim() === AIP_EXCLUDED_PRIMARY_ACTIVITY &&
    young;
  return excluded ? BUSINESS_TYPE_NOT_ELIGIBLE : null;
}
