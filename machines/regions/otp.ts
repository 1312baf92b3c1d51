import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TICK_MS, OTP_VALIDITY_MS } from '../../src/domain/constants';
import type { OtpTarget } from '../../services/otp';
import { withOutput, withOutputAnd } from '../actorResults';
import { sessionToken } from '../session';
import type { JourneyContext } from '../types';
import { failTo, popupState } from './shared';

/**
 * The one-time-password bar (spec 2, 2.4 and section 4 "One-time password"), written once for the
 * two places that ask for it: the summary before submit, and Welcome before a returning user goes on.
 * `parent` is the id of the state that holds these states; `verified` is where a verified code leads.
 */
export function otpStates<P extends string, V extends readonly object[]>(
  parent: P,
  back: string,
  target: (context: JourneyContext) => OtpTarget,
  verified: V,
  /**
   * Whose code it is: the summary's submit, or a returning user's lookup. Welcome lets the user go back
   * to the form (a mistyped UEN); the summary keeps its own Back. The OTP-exceeded page words it by this.
   */
  during: 'summary' | 'lookup' = 'summary',
) {
  const leave = during === 'lookup' ? { 'user.back': `${parent}.${back}` } : {};
  return {
    requestingOtp: {
      tags: ['busy', 'otp'],
      description: "Request a one-time password for the applicant's saved mobile.",
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp' as const,
        input: ({ context }: { context: JourneyContext }) => ({ token: sessionToken(context), target: target(context) }),
        onDone: [
          { guard: withOutput('isOtpRequestRefused'), target: '#journey.outcomes.invalidOtp', actions: withOutputAnd('assignOtpRefused', { during }) },
          { guard: withOutput('isOtpDuplicate'), target: 'otp', actions: withOutput('assignOtpDuplicate') },
          { target: 'otp', actions: [withOutput('assignOtpSent'), 'clearOtpRefusal' as const] },
        ],
        onError: failTo('otpFailed', 'showGetFailed'),
      },
    },
    otp: {
      tags: ['otp'],
      description: `OTP sent: ${OTP_VALIDITY_MS / 60_000}-minute countdown (one delay, not ${OTP_VALIDITY_MS / OTP_TICK_MS} tick states), ${OTP_LENGTH}-digit entry, ${OTP_MAX_TRIES} tries.`,
      initial: 'waiting',
      after: { OTP_VALIDITY: { target: 'otpExpired', actions: 'assignOtpExpired' as const } },
      // A reload loses the chart's timers: the countdown starts again with what the code has left.
      on: { ...leave, 'app.restored': { target: `${parent}.otp`, reenter: true } },
      states: {
        waiting: {
          description: `Waiting for the ${OTP_LENGTH} digits.`,
          on: { 'user.verifyOtp': 'verifying' },
        },
        verifying: {
          tags: ['busy'],
          description: 'Verify the entered code with the OTP service.',
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp' as const,
            input: ({ context, event }: { context: JourneyContext; event: { type: string; otp?: string } }) => ({
              token: sessionToken(context),
              target: target(context),
              otp: event.type === 'user.verifyOtp' ? (event.otp ?? '') : '',
            }),
            onDone: [
              ...verified,
              { guard: withOutput('isOtpExhausted'), target: '#journey.outcomes.invalidOtp', actions: { type: 'assignOtpTriesUsed' as const, params: { during } } },
              { guard: withOutput('isOtpExpired'), target: `${parent}.otpExpired`, actions: 'assignOtpExpired' as const },
              { target: 'waiting', actions: withOutput('assignOtpWrong') },
            ],
            onError: failTo(`${parent}.otpFailed`, 'showGetFailed'),
          },
        },
      },
    },
    otpExpired: {
      tags: ['otp'],
      description: 'The countdown reached zero: the expired message shows and Resend is available.',
      on: { 'user.resendOtp': 'requestingOtp', ...leave },
    },
    otpFailed: popupState(back, 'OTP service failure: timed error popup, then the page again.'),
  } as const;
}
