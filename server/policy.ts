/** The bank's own values, which the spec leaves to the bank (docs/api.md lists them); the spec's are in src/domain/constants.ts. */

/** Ours: a second OTP request for the same application within this window answers 'Duplicate'. */
export const OTP_DUPLICATE_WINDOW_MS = 30_000;
/** Ours: how long a verified OTP may wait for the submit it authorises. */
export const OTP_VERIFIED_USABLE_MS = 10 * 60_000;

/** Ours: the other applicants have this long after the first submit (StatusDtls.Deadline). */
export const DEADLINE_DAYS = 14;
/** Ours: a draft nobody submits within this many days is reported EXPIRED by the status lookup. */
export const DRAFT_LIFETIME_DAYS = 30;

/** Ours: the facility names the status details and the officer's letters print. */
export const PRODUCT_NAMES = {
  Online: 'Business Term Loan',
  Personalised: 'Personalised Business Financing',
  AIP: 'Approval In-Principle (Property)',
} as const;
