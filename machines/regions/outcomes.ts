import { journeySetup } from '../setup';
import { restart } from './shared';

/** Spec 2, section 8 and 3, section 8: the error and ineligibility pages the slice can reach. */
export const invalidEntity = journeySetup.createStateConfig({
  description: 'Error page for an invalid entity; shows the error type. Codes M06, 779 and M14 offer Resume Application.',
  meta: { route: 'InvalidEntity', spec: '2: 8; 3: 8' },
  on: { ...restart, 'user.openResume': '#journey.resumeApplication' },
});

export const invalidDirectors = journeySetup.createStateConfig({
  description: 'Ineligible: the business has more persons than the product allows (codes 1010, M10, M27).',
  meta: { route: 'InvalidDirectors', spec: '2: 4, 8' },
  on: restart,
});

export const invalidOtp = journeySetup.createStateConfig({
  description: "'Oops!': the maximum number of OTP attempts was exceeded.",
  meta: { route: 'InvalidOTP', spec: '2: 2.5' },
  on: restart,
});

export const sessionExpired = journeySetup.createStateConfig({
  description: "'Sorry, your session has time out. Kindly restart the application again.'",
  meta: { route: 'SessionExpired', spec: '2: 4, 8' },
  on: restart,
});

export const appCancelled = journeySetup.createStateConfig({
  description: 'The application was cancelled (putLoanCancel).',
  meta: { route: 'AppCancelled', spec: '2: 2.12, 2.16' },
  on: restart,
});

/** Spec 2, section 4: a lookup EXPIRED, or one with a null first-user or continue flag. */
export const invalidApplication = journeySetup.createStateConfig({
  description: "'Your application has expired. Please reapply.' (EXPIRED), or the application cannot be continued.",
  meta: { route: 'InvalidApplication', spec: '2: 2.16, 4, 8' },
  on: restart,
});

/** Spec 2, 4 "Submit on the summary" step 4: the pre-qualification check failed; the page shows its code. */
export const preKnockoutFailed = journeySetup.createStateConfig({
  description: 'Ineligible at submit: the pre-qualification check failed (its code, M12 when the bank gave none).',
  meta: { route: 'PreKnockoutFailed', spec: '2: 4, 8; 3: 8' },
  on: restart,
});
