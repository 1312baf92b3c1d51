import { config } from '../../config';
import { JourneyContext } from '../../machines/journeyContext';

/** What journey.myInfoLanding shows, and Confirm. */
export function useMyInfoLanding() {
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const invalid = JourneyContext.useSelector((s) => s.hasTag('identityInputInvalid'));
  const personas = JourneyContext.useSelector((s) => s.context.sandboxPersonas);
  const send = JourneyContext.useActorRef().send;
  return {
    referenceNo,
    invalid,
    personas: config.mode === 'SIM' ? personas : [],
    confirm: (code: string) => send({ type: 'user.confirmIdentity', code }),
  };
}
