import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** The invited authorised person's landing: the application and the name the lookup found. */
export const selectSubAPLanding = (s: JourneySnapshot) => ({
  referenceNo: s.context.referenceNo,
  name: s.context.lookup?.result?.name,
});

export function useSubAPLanding() {
  const view = useJourneyState(selectSubAPLanding);
  const send = JourneyContext.useActorRef().send;
  return { ...view, continueOn: () => send({ type: 'user.continue' }) };
}

export type SubAPLandingBinding = ReturnType<typeof useSubAPLanding>;
