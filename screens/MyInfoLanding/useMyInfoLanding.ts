import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

export type LandingStage = 'consent' | 'leaving' | 'again' | 'sandbox' | 'busy';

function stageOf(s: JourneySnapshot): LandingStage {
  if (s.hasTag('identityConsent')) return 'consent';
  if (s.hasTag('leavingForProvider')) return 'leaving';
  if (s.hasTag('providerRetry')) return 'again';
  return s.matches({ application: { myInfoLanding: 'sandboxEntry' } }) ? 'sandbox' : 'busy';
}

/** What journey.application.myInfoLanding shows: the application, where the sign-in stands, and (SIM only) the sandbox entry. */
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
