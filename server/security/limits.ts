import { OTP_BURNT_CODES_BEFORE_LOCKOUT, OTP_LOCKOUT_MS, SESSION_IDLE_MS } from '../../src/domain/constants';

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
  /** OTP codes one application may be sent in a rolling day. */
  otpCodesPerApplicationPerDay: number;
  /** OTP codes one mobile number may be sent in a rolling day, whatever the application. */
  otpCodesPerMobilePerDay: number;
  /** Codes burnt by wrong entries (3 each) after which the applicant's OTP is locked. */
  otpBurntCodesBeforeLockout: number;
  /** How long such a lockout lasts. */
  otpLockoutMs: number;
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
  otpCodesPerMobilePerDay: 10,
  // The OTP-exceeded page states these two (src/domain/otpRefusal.ts).
  otpBurntCodesBeforeLockout: OTP_BURNT_CODES_BEFORE_LOCKOUT,
  otpLockoutMs: OTP_LOCKOUT_MS,
  sessionIdleMs: SESSION_IDLE_MS,
  sessionAbsoluteMs: 8 * HOUR,
};

export function limitsWith(overrides: Partial<SecurityLimits> = {}): SecurityLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
