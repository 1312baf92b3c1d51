import type { JourneyContext } from '../types';
import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState } from './shared';

/** The first user is applicant 1 (spec 2, section 4); the OTP goes to that applicant's saved mobile. */
const firstApplicant = (context: JourneyContext) => context.preview?.ApplicantDtls.find((a) => a.OrderNumber === 1);

const otpTarget = (context: JourneyContext) => ({
  mobile: firstApplicant(context)?.MobileNumber ?? '',
  stateId: context.stateId ?? '',
  refNo: context.referenceNo ?? '',
  order: 1,
});

/** Spec 2, 2.3, 2.4, 4 "Submit on the summary" and "One-time password". */
export const preview = journeySetup.createStateConfig({
  description: 'Application summary; Submit opens the one-time-password bar, a verified OTP submits.',
  meta: { route: 'Preview', spec: '2: 2.3, 2.4, 4, 5, 8' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Load the summary of everything saved.',
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: { target: 'reviewing', actions: 'assignPreview' },
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading the summary failed.'),
    reviewing: {
      description: 'The applicant reviews the summary and ticks the terms.',
      on: {
        'user.submitPreview': 'requestingOtp',
        'user.back': '#journey.declarations',
      },
    },
    requestingOtp: {
      tags: ['busy', 'otp'],
      description: 'Request a one-time password for the first applicant\'s mobile.',
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: ({ context }) => ({ token: context.token ?? '', target: otpTarget(context) }),
        onDone: [
          { guard: 'isOtpDuplicate', target: 'otp', actions: 'assignOtpDuplicate' },
          { target: 'otp', actions: 'assignOtpSent' },
        ],
        onError: failTo('otpFailed', 'showGetFailed'),
      },
    },
    otp: {
      tags: ['otp'],
      description: 'OTP sent: 2-minute countdown (one delay, not 120 tick states), 6-digit entry, 3 tries.',
      initial: 'waiting',
      after: { OTP_VALIDITY: { target: 'otpExpired', actions: 'assignOtpExpired' } },
      states: {
        waiting: {
          description: 'Waiting for the 6 digits.',
          on: { 'user.verifyOtp': 'verifying' },
        },
        verifying: {
          tags: ['busy'],
          description: 'Verify the entered code with the OTP service.',
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context, event }) => ({
              token: context.token ?? '',
              target: otpTarget(context),
              otp: event.type === 'user.verifyOtp' ? event.otp : '',
            }),
            onDone: [
              { guard: 'isOtpVerified', target: '#journey.preview.submitting' },
              { guard: 'isOtpExhausted', target: '#journey.invalidOtp' },
              { guard: 'isOtpExpired', target: '#journey.preview.otpExpired', actions: 'assignOtpExpired' },
              { target: 'waiting', actions: 'assignOtpWrong' },
            ],
            onError: failTo('#journey.preview.otpFailed', 'showGetFailed'),
          },
        },
      },
    },
    otpExpired: {
      tags: ['otp'],
      description: 'The countdown reached zero: the expired message shows and Resend is available.',
      on: { 'user.resendOtp': 'requestingOtp' },
    },
    otpFailed: popupState('reviewing', 'OTP service failure: timed error popup, then the summary again.'),
    submitting: {
      tags: ['busy'],
      description: 'Submit the application with the verified OTP.',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          token: context.token ?? '',
          stateId: context.stateId ?? '',
          payload: {
            RefNo: context.referenceNo ?? '',
            OrderNumber: 1,
            IDNumber: firstApplicant(context)?.IDNumber ?? '',
            Status: 'Submitted' as const,
            IsNonLendingCompleted: 'N' as const,
          },
        }),
        onDone: [
          { guard: 'hasNullReference', target: 'submitFailed', actions: 'showNullReference' },
          { target: '#journey.statusDetails', actions: 'assignSubmitted' },
        ],
        onError: failTo('submitFailed', 'showSaveFailed'),
      },
    },
    submitFailed: popupState('reviewing', 'Submit failed (M21 on a null reference): timed error popup.'),
  },
});
