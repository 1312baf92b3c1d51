import { format, formatDuration } from 'date-fns';
import { OTP_LOCKOUT_MS } from './constants';
import { pageMessages } from './pageMessages';

/**
 * Why the OTP-exceeded page (spec 2, 2.5) shows: the code's tries used up ('tries'), or the bank sends
 * no code (too many today, or the mobile locked after wrong entries), with from when it sends again.
 * `during`: the OTP of the summary's submit, or of a returning user's lookup (status enquiry or resume).
 */
export interface OtpRefusal {
  reason: 'tries' | 'tooManyCodes' | 'lockedOut';
  retryAt: string | null;
  during: 'summary' | 'lookup';
}

const HOUR_MS = 60 * 60_000;

/** A span of time in words, in hours when it is whole hours ('24 hours'), else in minutes. */
export const durationWords = (ms: number): string =>
  ms % HOUR_MS === 0 ? formatDuration({ hours: ms / HOUR_MS }) : formatDuration({ minutes: Math.ceil(ms / 60_000) });

/** From when to try again, in the browser's time: 'Please try again after 3:42 PM on 29 Nov 2026.' */
function tryAgain(retryAt: string | null): string {
  if (!retryAt) return pageMessages.otpTryAgainLater(durationWords(OTP_LOCKOUT_MS));
  const at = new Date(retryAt);
  return pageMessages.otpTryAgainAfter(format(at, 'h:mm a'), format(at, 'd MMM yyyy'));
}

/**
 * What the page says. The summary's used-up tries keep the spec's words (exceeded, re-apply); a status
 * enquiry or a resume has nothing to re-apply for: a new code is one lookup away, within the lockout rule.
 */
export function otpRefusalLines(refusal: OtpRefusal | null): readonly string[] {
  switch (refusal?.reason ?? 'tries') {
    case 'tooManyCodes':
      return [pageMessages.otpTooManyCodes, tryAgain(refusal?.retryAt ?? null)];
    case 'lockedOut':
      return [pageMessages.otpLockedOut, tryAgain(refusal?.retryAt ?? null)];
    case 'tries':
      if (refusal?.during !== 'lookup') return [pageMessages.otpExceededBody];
      return [pageMessages.otpTriesUsedAtLookup, pageMessages.otpNewCodeAtLookup, pageMessages.otpWaitRule];
  }
}
