import { SESSION_IDLE_MS } from '../../src/domain/constants';

/**
 * The abuse limits of the bank's API, in one place. The spec sets none of them (they are ours);
 * docs/security.md gives the reading behind each number. A deployment may tighten them, and a load
 * test (npm run bench) raises the per-client request limits so that it measures the bank rather
 * than the limiter: nothing else may change them.
 */
export interface SecurityLimits {
  /** Requests one client address may make to the API in a window (every route). */
  requestsPerWindow: number;
  /** Status lookups one client address may make in a window: the lookup is an NRIC oracle. */
  lookupsPerWindow: number;
  /** Session tokens one client address may mint in a window (POST /api/Security). */
  tokensPerWindow: number;
  /** The window of the three limits above. */
  rateWindowMs: number;
  /** OTP codes the sessions bound to one application (who proved who they are) may ask for in a rolling day. */
  otpCodesPerApplicationPerDay: number;
  /** SMS to one mobile number in a rolling day, whoever asked and whatever the application: the cap only abuse meets. */
  otpCodesPerMobilePerDay: number;
  /**
   * Of those, the codes asked for by status lookups (a UEN and an NRIC, no secret). Below the cap above,
   * so that lookups alone never leave the applicant's own session without a code.
   */
  otpLookupCodesPerMobilePerDay: number;
  /**
   * Codes asked for by lookups and not verified (entered wrongly, or never) that one client address, one
   * session or one mobile may have before each further one waits (OTP_WAITS_MS); a verified code clears it.
   */
  otpUnansweredCodesBeforeWait: number;
  /** A session token unused this long is dead (ASVS 3.3.2 with an idle timeout, see docs/security.md). */
  sessionIdleMs: number;
  /** A session token is dead this long after it was issued, however busy (spec 1, 4.4: 8 hours). */
  sessionAbsoluteMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: SecurityLimits = {
  requestsPerWindow: 600,
  lookupsPerWindow: 10,
  tokensPerWindow: 30,
  rateWindowMs: MINUTE,
  otpCodesPerApplicationPerDay: 10,
  otpCodesPerMobilePerDay: 30,
  otpLookupCodesPerMobilePerDay: 20,
  otpUnansweredCodesBeforeWait: 3,
  sessionIdleMs: SESSION_IDLE_MS,
  sessionAbsoluteMs: 8 * HOUR,
};

/**
 * The growing waits before the next code a lookup asks for, once otpUnansweredCodesBeforeWait codes went
 * unanswered: the n-th further one waits the n-th step after the last code sent, the last step thereafter.
 * A stranger slows down; the applicant waits minutes at worst, never a day.
 */
export const OTP_WAITS_MS: readonly number[] = [30_000, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE];

export function limitsWith(overrides: Partial<SecurityLimits> = {}): SecurityLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
