import type { JourneyContext } from '../types';
import { withOutput } from '../actorResults';
import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import { otpStates } from './otp';
import { callState, popupState } from './shared';
import { sessionStartStates } from './sessionStart';

/**
 * The OTP of a returning user goes to the number the bank has on record for the person the lookup
 * found: order 0 names that person, the masked mobile of the lookup names the number. Only the
 * verified code opens the application, under a new session token (assignRotatedToken).
 */
const lookupOtpTarget = (context: JourneyContext) => {
  const r = context.lookup?.result;
  return { mobile: r?.moblileNo ?? '', stateId: r?.stateid ?? '', refNo: r?.referenceNo ?? '', order: 0 };
};

/**
 * Spec 2, 2.6 and section 4 "Status lookup result rules": welcomeBack. The same form serves two
 * routes: Welcome (Status Enquiry / View Offer or Resume Application) and ResumeApplication, the page
 * the resume e-mail link and an error page's Resume Application button open, where the choice is
 * Resume (spec 3, 1 and 2; spec 2, 8 "Button types").
 */
const toResume = { guard: withOutput('isOtpVerifiedForResume'), target: '#journey.application.myInfoLanding', actions: withOutput('assignRotatedToken') };

/**
 * Spec 2, 4 "Status lookup result rules": with the OTP bar off the bank opens the application at the
 * lookup (under a new token), and the user goes where a verified OTP would have taken them.
 */
const openedWithoutOtp = (resume: boolean) => {
  const actions = [withOutput('assignLookupResult'), withOutput('assignRotatedToken')];
  const toIdentity = { guard: 'isResumeLookupWithoutOtp' as const, target: '#journey.application.myInfoLanding', actions };
  return resume ? [toIdentity] : [toIdentity, { guard: 'isLookupWithoutOtp' as const, target: '#journey.afterSubmission.statusDetails.enquiry', actions }];
};

const lookupRegion = (id: 'welcome' | 'resumeApplication') => {
  const resume = id === 'resumeApplication';
  const verified = resume
    ? [toResume]
    : [toResume, { guard: withOutput('isOtpVerified'), target: '#journey.afterSubmission.statusDetails.enquiry', actions: withOutput('assignRotatedToken') }];
  return journeySetup.createStateConfig({
    description: resume
      ? 'welcomeBack, with Resume Application chosen: UEN and NRIC/FIN, then the OTP, then the identity service.'
      : 'welcomeBack: the enquiry (with the offer) or the resume, by UEN and NRIC/FIN, then the OTP.',
    meta: { route: resume ? 'ResumeApplication' : 'Welcome', spec: resume ? '3: 1, 2; 2: 2.6, 4, 5, 8' : '2: 2.6, 4, 5' },
    initial: 'entering',
    states: {
      entering: {
        tags: ['lookupForm'],
        description: 'The option, UEN and NRIC/FIN; a lookup notice (no records, cancelled) shows here.',
        on: {
          'user.lookupStatus': resume
            ? { guard: 'isResumeRequest', target: 'lookingUp', actions: 'assignLookupRequest' }
            : { target: 'lookingUp', actions: 'assignLookupRequest' },
        },
      },
      lookingUp: callState('Status or resume lookup (type, uen, nric).', 'failed', 'showServiceUnavailable', {
        src: 'lookupStatus',
        input: ({ context }) => ({
          token: sessionToken(context),
          option: context.lookup?.option ?? 'Status',
          uen: context.lookup?.uen ?? '',
          nric: context.lookup?.nric ?? '',
        }),
        onDone: [
          { guard: withOutput('isLookupNotice'), target: 'entering', actions: withOutput('assignLookupNotice') },
          { guard: withOutput('isLookupInvalidApplication'), target: '#journey.outcomes.invalidApplication', actions: withOutput('assignInvalidApplication') },
          // A draft with no mobile on record (issue 34): the identity service's sign-in proves who is back, no OTP.
          { guard: withOutput('isLookupSignIn'), target: '#journey.application.myInfoLanding', actions: withOutput('assignLookupResult') },
          ...openedWithoutOtp(resume),
          { target: 'requestingOtp', actions: withOutput('assignLookupResult') },
        ],
      }),
      failed: popupState('entering', 'The lookup failed: serviceNotAvailable, then the form again.'),
      ...sessionStartStates('entering'),
      ...otpStates(`#journey.returning.${id}`, 'entering', lookupOtpTarget, verified, 'lookup'),
    },
  });
};

export const welcome = lookupRegion('welcome');
export const resumeApplication = lookupRegion('resumeApplication');
