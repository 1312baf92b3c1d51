import { formatDuration } from 'date-fns';
import { OTP_WAITS_MS, type SecurityLimits } from '../../security/limits';
import type { CodesCount } from './store';

/*
 * Whether the bank sends another code now (docs/security.md, "Limits"). Sessions bound to the application
 * proved who they are: only the day's caps hold them. A status lookup proves nothing (a UEN and an NRIC
 * are no secret), so what lookups ask for is counted apart: growing waits per client address, per session
 * and per mobile, and a day's cap per mobile below the SMS cap. A stranger thus slows down themselves
 * and, at worst, the applicant's next lookup by minutes; the applicant's own session always has codes left.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why no code is sent, as the answer names it (contract OtpGenerationResponse.heldFor): a day's cap, or a wait. */
export type HeldFor = 'tooManyCodes' | 'lockedOut';

/** The day's caps, by what they count. */
export type DailyCap = 'application' | 'mobile' | 'lookupsToMobile';

/** What a wait is counted on. */
export type WaitScope = 'address' | 'session' | 'mobile';

export type Hold =
  | { heldFor: 'tooManyCodes'; caps: DailyCap[]; retryAt: Date }
  | { heldFor: 'lockedOut'; scope: WaitScope; waitMs: number; retryAt: Date };

/** The codes of the rolling day a request is weighed against. */
export interface DayOfCodes {
  /** Codes the application's bound sessions asked for (counted for a bound session only). */
  application: CodesCount | null;
  /** Every code to the mobile. */
  mobile: CodesCount;
  /** Codes lookups asked for to the mobile (counted for a lookup only). */
  lookupsToMobile: CodesCount | null;
}

type CapLimits = Pick<SecurityLimits, 'otpCodesPerApplicationPerDay' | 'otpCodesPerMobilePerDay' | 'otpLookupCodesPerMobilePerDay'>;

/**
 * The caps a day of codes has reached, and from when a code can go again: once the oldest code each
 * counts is a day old (a rolling day); with two reached, the later.
 */
export function dailyCapHold(day: DayOfCodes, limits: CapLimits): Hold | null {
  const counted: [DailyCap, CodesCount | null, number][] = [
    ['application', day.application, limits.otpCodesPerApplicationPerDay],
    ['mobile', day.mobile, limits.otpCodesPerMobilePerDay],
    ['lookupsToMobile', day.lookupsToMobile, limits.otpLookupCodesPerMobilePerDay],
  ];
  const reached = counted.filter(([, codes, cap]) => codes !== null && codes.count >= cap);
  if (reached.length === 0) return null;
  const lift = Math.max(...reached.map(([, codes]) => (codes?.oldest?.getTime() ?? 0) + DAY_MS));
  return { heldFor: 'tooManyCodes', caps: reached.map(([cap]) => cap), retryAt: new Date(lift) };
}

/**
 * How long before one more code, for a scope with these unanswered codes: none below the free number,
 * then each step of OTP_WAITS_MS after the last code sent, the last step thereafter.
 */
export function waitLeft(unanswered: CodesCount, now: Date, free: number, waits: readonly number[] = OTP_WAITS_MS): number {
  if (unanswered.count < free || !unanswered.newest) return 0;
  const step = waits[Math.min(unanswered.count - free, waits.length - 1)];
  return Math.max(0, unanswered.newest.getTime() + step - now.getTime());
}

/** The longest wait of the scopes a lookup's request is counted on, or null when it may have a code now. */
export function waitHold(
  unanswered: Record<WaitScope, CodesCount>,
  now: Date,
  limits: Pick<SecurityLimits, 'otpUnansweredCodesBeforeWait'>,
): Hold | null {
  let longest: { scope: WaitScope; waitMs: number } | null = null;
  for (const scope of ['address', 'session', 'mobile'] as const) {
    const waitMs = waitLeft(unanswered[scope], now, limits.otpUnansweredCodesBeforeWait);
    if (waitMs > 0 && (!longest || waitMs > longest.waitMs)) longest = { scope, waitMs };
  }
  return longest && { heldFor: 'lockedOut', ...longest, retryAt: new Date(now.getTime() + longest.waitMs) };
}

/** What the bank answers when it sends no more codes today (ours; the page shown is spec 2, 2.5). */
export const TOO_MANY_CODES = 'Too many one-time passwords have been requested for this mobile number or application. Please try again later.';

/** A wait in plain words, whole seconds up to a minute, else whole minutes: '30 seconds', '2 minutes'. */
export function waitWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return formatDuration({ seconds });
  return formatDuration({ minutes: Math.ceil(seconds / 60) });
}

/** What the bank answers when a lookup's request must wait (ours), with the time to wait. */
export const waitMessage = (ms: number): string =>
  `For your security, please wait ${waitWords(ms)} before asking for another one-time password.`;

export const holdMessage = (hold: Hold): string => (hold.heldFor === 'tooManyCodes' ? TOO_MANY_CODES : waitMessage(hold.waitMs));
