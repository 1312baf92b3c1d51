import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

export type LandingStage = 'consent' | 'leaving' | 'sandbox' | 'busy';

const stageOf = (s: JourneySnapshot): LandingStage =>
  s.hasTag('identityConsent') ? 'consent' : s.hasTag('leavingForProvider') ? 'leaving' : s.matches({ myInfoLanding: 'sandboxEntry' }) ? 'sandbox' : 'busy';

/** What journey.myInfoLanding shows: the application, where the sign-in stands, and (SIM only) the sandbox entry. */
export const selectMyInfoLanding = (s: JourneySnapshot) => ({
  referenceNo: s.context.referenceNo,
  stage: stageOf(s),
  invalid: s.hasTag('identityInputInvalid'),
  personas: s.context.sandboxPersonas,
});

export function useMyInfoLanding() {
  const view = useJourneyState(selectMyInfoLanding);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    confirm: (code: string) => send({ type: 'user.confirmIdentity', code }),
    proceed: () => send({ type: 'user.proceed' }),
    goAgain: () => send({ type: 'user.retry' }),
    home: () => send({ type: 'user.restart' }),
  };
}
