/** Business constants the sandbox enforces. Those the spec leaves open are ours; docs/api.md lists them. */

/** Spec 2, section 9: a code is valid 120 s and allows 3 tries. */
export const OTP_VALIDITY_MS = 120_000;
export const OTP_TRIES = 3;
/** Ours: a second OTP request for the same application within this window answers 'Duplicate'. */
export const OTP_DUPLICATE_WINDOW_MS = 30_000;
/** Ours: how long a verified OTP may wait for the submit it authorises. */
export const OTP_VERIFIED_USABLE_MS = 10 * 60_000;

/** Ours: the other applicants have this long after the first submit (StatusDtls.Deadline). */
export const DEADLINE_DAYS = 14;
/** Ours: a draft nobody submits within this many days is reported EXPIRED by the status lookup. */
export const DRAFT_LIFETIME_DAYS = 30;

/** Spec 2, section 1: BTL allows up to 5 applicants. */
export const MAX_APPLICANTS = 5;

export const PRODUCT_CODES = { Online: 'BTL', Personalised: 'PBF', AIP: 'AIP' } as const;
export const PRODUCT_NAMES = {
  Online: 'Business Term Loan',
  Personalised: 'Personalised Business Financing',
  AIP: 'Approval In-Principle (Property)',
} as const;

export const PROGRESS_PENDING = 'application_pending';
export const PROGRESS_COMPLETE = 'application_complete';

/**
 * Ours, for the sandbox's pre-qualification knockout at submit (spec 2, 4 step 4), in the turnover
 * limits the spec's messages name (spec 2, 9): Online needs S$100,000 (M09); above S$20 million the
 * bank gets in touch instead (M11).
 */
export const PREQUAL_MIN_TURNOVER_ONLINE = 100_000;
export const PREQUAL_MAX_TURNOVER = 20_000_000;
