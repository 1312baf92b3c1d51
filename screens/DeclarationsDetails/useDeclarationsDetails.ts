import { isOnlineProduct } from '../../src/domain';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** What journey.application.declarations shows: the Online product's extra declarations or not. */
export const selectDeclarationsDetails = (s: JourneySnapshot) => ({
  online: isOnlineProduct(s.context.financing?.financingProduct ?? s.context.persons?.Request_Form.FinancingProduct ?? null),
});

export function useDeclarationsDetails() {
  const view = useJourneyState(selectDeclarationsDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    submit: () => send({ type: 'user.submitDeclarations' }),
    back: () => send({ type: 'user.back' }),
  };
}

export type DeclarationsDetailsBinding = ReturnType<typeof useDeclarationsDetails>;
