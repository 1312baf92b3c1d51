/**
 * Business constants of the SME e-Financing journey.
 * Each value names the spec section it comes from; readings we had to choose are recorded in
 * docs/decisions/0003-domain-readings.md.
 */

/** Online (BTL) financing amount, SGD (spec 3, section 9). */
export const ONLINE_MIN_AMOUNT = 20000;
export const ONLINE_MAX_AMOUNT = 300000;
/** Slider step; the amount is rounded to the nearest 1,000 on leaving the field (spec 1, 5.1). */
export const ONLINE_AMOUNT_STEP = 1000;
/** Starting position of the slider: not given by the spec (ours; ADR 0003). */
export const ONLINE_DEFAULT_AMOUNT = 100000;

/** Tenures offered for the online product, in years (spec 1, section 9). */
export const TENURE_YEARS = [1, 2, 3, 4, 5] as const;
export type TenureYears = (typeof TENURE_YEARS)[number];

/**
 * Indicative interest rate, % p.a. The spec shows 10% in one tooltip and 9% in another
 * (spec 3, section 9); we use 10 (ADR 0003).
 */
export const INDICATIVE_RATE_PERCENT = 10;
/** Interest rate range when the rate is not fixed (spec 3, section 9; spec 1, 5.1). */
export const RATE_MIN_PERCENT = 8;
export const RATE_MAX_PERCENT = 12;
export const RATE_STEP = 0.05;

/** Personalised financing amount (spec 1, 5.1 and section 9). */
export const PERSONALISED_MIN = 20000;
/** Minimum when Property is the only purpose chosen. */
export const PERSONALISED_PROPERTY_ONLY_MIN = 200000;
export const PERSONALISED_MAX = 10000000;

/** Approval in-principle amount with an existing Option to Purchase (spec 1, 5.1). */
export const AIP_MIN = 200000;
export const AIP_MAX = 10000000;
/** An approval in-principle is valid 30 days unless extended. */
export const AIP_VALIDITY_DAYS = 30;

/** Field lengths (spec 1, section 9). */
export const PROMO_MAX_LENGTH = 20;
export const POSTAL_CODE_LENGTH = 6;
export const MOBILE_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 60;

/** Timed error popup (spec 3, section 9: 5000 ms). */
export const ERROR_POPUP_MS = 5000;

/** One-time password (spec 2, section 9). */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 120000;
export const OTP_TICK_MS = 1000;
export const OTP_MAX_TRIES = 3;
/** Ours (docs/security.md, "Limits"): the longest the bank holds codes back, a day's cap; the OTP-exceeded page says it when the bank names no moment. */
export const OTP_LOCKOUT_MS = 24 * 60 * 60_000;

/** Identity-retrieval package ids (spec 1, 4.1). */
export const PACKAGE_ID_FIRST_USER_CONTINUE = '12000';
export const PACKAGE_ID_DEFAULT = '13000';

/** The previous-year financial block needs 24 months since registration (spec 1, 4.2). */
export const PREVIOUS_YEAR_MIN_MONTHS_REGISTERED = 24;

/** Session expiry check offset (spec 1, 4.4). */
export const SESSION_EXPIRY_OFFSET_HOURS = 8;

/**
 * A session unused this long ends at the bank (ours: ASVS 4.0.3 V3.3.2 at level 2, "12 hours or 30 minutes
 * of inactivity"; the 8 hours above are the absolute limit). The bank and the timeout warning both use it.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
/**
 * The bank records a use of the token at most this often, so its "last use" can be this much older than
 * the front end's last call: the front end counts its deadline from the earlier of the two.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The timeout warning opens this long before the session ends (ours, after GOV.UK's timeout warning). */
export const SESSION_WARNING_MS = 2 * 60_000;
/** The warning's countdown is read out at each whole minute and once at this many seconds (ours). */
export const SESSION_WARNING_LAST_ANNOUNCEMENT_S = 20;

export const COUNTRY_CODE = '+65';
export const DEFAULT_COUNTRY = 'SG';

/** Account list polling (spec 1, section 9, values from the companion documents). */
export const ACCOUNT_POLL_ATTEMPTS = 2;
export const ACCOUNT_POLL_DELAY_MS = 3000;
export const ACCOUNT_CALL_TIMEOUT_MS = 5000;
export const ACCOUNT_LOADING_TIMEOUT_MS = 10000;
/**
 * With the account-check service off the applicant types the disbursement account number (spec 3, 9 gives
 * only its 80-character bound): ours, digits only and at least this many, shorter than any bank's numbering.
 */
export const ACCOUNT_NUMBER_MIN_DIGITS = 6;

/** The progress of a submitted application before the bank decides (spec 2, 2.8-2.10): some applicants pending, or all done. */
export const PROGRESS_PENDING = 'application_pending';
export const PROGRESS_COMPLETE = 'application_complete';

/** Applicants per application (spec 2, section 9). */
export const MAX_APPLICANTS_BTL = 5;
export const MAX_APPLICANTS_OTHER = 2;

/**
 * Maximum lengths of the mailing address fields (spec 1, 5.2; spec 3, 5).
 * blockMultiStorey applies to the Block_Number of the multi-storey format type.
 */
export const ADDRESS_MAX = {
  block: 10,
  blockMultiStorey: 6,
  street: 66,
  storey: 3,
  unit: 6,
  building: 66,
  addressLine: 66,
  postOffice: 66,
  lockedBag: 10,
  box: 10,
  godown: 6,
  lotMukim: 6,
  house: 6,
  windowDelivery: 6,
  /** State_City of a foreign address: 66 like the other free-text lines (ours, matches the wire contract). */
  stateCity: 66,
} as const;

/** Amounts take at most 2 decimals (spec 1, section 9). */
export const AMOUNT_MAX_DECIMALS = 2;

/** Board meeting date: within 14 days of the letter of offer (spec 2, section 9). */
export const BOARD_MEETING_MAX_DAYS = 14;
/** Entity types that must confirm a board meeting date (spec 2, section 6). */
export const BOARD_APPROVAL_ENTITY_TYPES = ['LL', 'LC', 'PCLS'] as const;

/** Upload limits (spec 3, 5 and 9). */
export const UPLOAD_MAX_BYTES = 15000000;
export const UPLOAD_MAX_PER_TYPE = 10;
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** Primary activity code excluded for AIP without an existing OTP (spec 1, 5.2): investment holding companies. */
export const AIP_EXCLUDED_PRIMARY_ACTIVITY = '64202';

/**
 * The turnover limits the error messages M09 and M11 name (spec 2, 8), which the sandbox's
 * pre-qualification knockout at submit applies (ours, spec 2, 4 step 4): Online needs S$100,000;
 * above S$20 million the bank gets in touch instead.
 */
export const PREQUAL_MIN_TURNOVER_ONLINE = 100_000;
export const PREQUAL_MAX_TURNOVER = 20_000_000;
