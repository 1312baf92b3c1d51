import { config } from '../../config';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

const NO_PERSONAS: readonly never[] = [];

/** What journey.myInfoLanding shows: the application, a refused entry, and (SIM only) the sandbox personas. */
export const selectMyInfoLanding = (s: JourneySnapshot) => ({
  referenceNo: s.context.referenceNo,
  invalid: s.hasTag('identityInputInvalid'),
  personas: config.mode === 'SIM' ? s.context.sandboxPersonas : NO_PERSONAS,
});

export function useMyInfoLanding() {
  const view = useJourneyState(selectMyInfoLanding);
  const send = JourneyContext.useActorRef().send;
  return { ...view, confirm: (code: string) => send({ type: 'user.confirmIdentity', code }) };
}
