import { JourneyContext, type JourneySnapshot } from '../../machines/journeyContext';

/** What the one-time password bar shows, on the summary and on Welcome (machines/regions/otp.ts). */
export const selectOtpBar = (s: JourneySnapshot) => ({
  otpSentAt: s.context.otpSentAt,
  otpNotice: s.context.otpNotice,
  otpExpired: s.matches({ application: { preview: 'otpExpired' } }) || s.matches({ returning: { welcome: 'otpExpired' } }) || s.matches({ returning: { resumeApplication: 'otpExpired' } }),
  busy: s.hasTag('busy'),
  /** Spec 3, 9: with the OTP API off no SMS goes out, and the bar says so. */
  otpApiOff: !s.context.features.otpApi,
});

/** The events the bar may send. */
export function useOtpEvents() {
  const send = JourneyContext.useActorRef().send;
  return {
    verifyOtp: (otp: string) => send({ type: 'user.verifyOtp', otp }),
    resendOtp: () => send({ type: 'user.resendOtp' }),
  };
}

/** What the bar's view takes: the screens that show it (Preview, Welcome) spread both into their binding. */
export type OtpBarProps = ReturnType<typeof selectOtpBar> & ReturnType<typeof useOtpEvents>;
