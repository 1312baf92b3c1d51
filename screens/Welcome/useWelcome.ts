import type { LookupOption } from '../../src/domain/statusLookup';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { selectOtpBar, useOtpEvents } from '../Preview/useOtpBar';

/** What 'Welcome back!' shows: what was looked up, the notice, and which part of the lookup is on. */
export const selectWelcome = (s: JourneySnapshot) => ({
  lookup: s.context.lookup,
  notice: s.context.lookupNotice,
  entering: s.hasTag('lookupForm'),
  resumeOnly: s.matches({ returning: 'resumeApplication' }),
  otpShown: s.hasTag('otp'),
  canGoBack: s.can({ type: 'user.back' }),
  ...selectOtpBar(s),
});

export function useWelcome() {
  const view = useJourneyState(selectWelcome);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    ...useOtpEvents(),
    lookupStatus: (values: { option: LookupOption; uen: string; nric: string }) => send({ type: 'user.lookupStatus', ...values }),
    back: () => send({ type: 'user.back' }),
  };
}

export type WelcomeBinding = ReturnType<typeof useWelcome>;
