import { INVALID_DIRECTOR_CODES, PRE_KNOCKOUT_DEFAULT_CODE } from '../../src/domain/outcomeCodes';
import { page, restart } from './shared';

/** The session has nothing left to keep on these pages: it has ended, or their only way on is a fresh start. */
const nothingToKeep = { tags: ['nothingToKeep'] as const };

/** Spec 2, section 8 and 3, section 8: the error and ineligibility pages the slice can reach. */
export const invalidEntity = page(
  'InvalidEntity',
  '2: 8; 3: 8',
  'Error page for an invalid entity; shows the error type (M02 with the missing fields the bank listed). A code whose errorPage (src/domain/messages.ts) action is resume offers Resume Application, which starts afresh: nothing of the journey that failed (a submitted reference, a status) is carried into the application resumed.',
  { ...restart, 'user.openResume': { target: '#journey.booting' as const, actions: ['resetJourney', 'chooseResume'] as const } },
);

export const invalidDirectors = { ...page('InvalidDirectors', '2: 4, 8', `Ineligible: the business has more persons than the product allows (codes ${INVALID_DIRECTOR_CODES.join(', ')}).`), ...nothingToKeep };

/**
 * Spec 2, 2.5: the code's tries used up, or the bank sends no code (too many today, locked): the page
 * says which (src/domain/otpRefusal.ts). After a lookup a new code is one lookup away: Try again
 * (or /Welcome) opens the form again, which keeps what was typed.
 */
export const invalidOtp = {
  ...page('InvalidOTP', '2: 2.5', 'otpExceededTitle: the maximum number of OTP attempts was exceeded, or the bank sends no code (too many today, or locked); after a lookup, Try again opens Welcome.', {
    ...restart,
    'user.openWelcome': { guard: 'isOtpRefusedAtLookup' as const, target: '#journey.returning.welcome' as const, actions: 'clearOtpRefusal' as const },
  }),
  ...nothingToKeep,
};

/**
 * The session timed out, but what was saved is kept at the bank: an application saved and not yet
 * submitted can be resumed (spec 2, 2.6; 3, 1: the resume form, by UEN and NRIC/FIN, then the OTP).
 */
export const sessionExpired = { ...page('SessionExpired', '2: 2.6, 4, 8; 3: 1', 'The session timed out: sessionTimeout, a restart, and Resume Application for a saved application.', {
  ...restart,
  // A fresh start, as Restart, that opens the resume form once the new session is there.
  'user.openResume': { guard: 'hasResumableApplication' as const, target: '#journey.booting' as const, actions: ['resetJourney', 'chooseResume'] as const },
}), ...nothingToKeep };

export const appCancelled = { ...page('AppCancelled', '2: 2.12, 2.16', 'The application was cancelled (putLoanCancel).'), ...nothingToKeep };

/** Spec 2, section 4: a lookup EXPIRED, or one with a null first-user or continue flag. */
export const invalidApplication = { ...page('InvalidApplication', '2: 2.16, 4, 8', 'applicationExpired (EXPIRED), or the application cannot be continued.'), ...nothingToKeep };

/** Spec 2, 4 "Submit on the summary" step 4: the pre-qualification check failed; the page shows its code. */
export const preKnockoutFailed = { ...page(
  'PreKnockoutFailed',
  '2: 4, 8; 3: 8',
  `Ineligible at submit: the pre-qualification check failed (its code, ${PRE_KNOCKOUT_DEFAULT_CODE} when the bank gave none).`,
), ...nothingToKeep };
