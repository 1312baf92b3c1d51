import { OTP_VALIDITY_MS } from './constants';
import { messages } from './messages';

/** The notices of the one-time password bar (spec 2, 6 "One-time password"), by the chart's notice. */
export const OTP_NOTICE_MESSAGES = {
  twoTriesLeft: messages.otpTwoTriesLeft,
  oneTryLeft: messages.otpOneTryLeft,
  expired: messages.otpTimerExpired,
  duplicate: messages.otpDuplicate,
} as const;

/**
 * What is left of a one-time password's validity at `now` (spec 2, 2.4: 2 minutes from the send
 * time), never more than the validity: a browser clock a little behind the bank's must not show more
 * than 2:00.
 */
export function otpTimeLeftMs(sentAt: Date, now: number): number {
  return Math.min(OTP_VALIDITY_MS, Math.max(0, sentAt.getTime() + OTP_VALIDITY_MS - now));
}
