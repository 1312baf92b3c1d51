import { messages } from '../../src/domain/messages';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/**
 * A screen whose data could not be loaded: the chart tags the state 'loadFailed' and waits for Retry;
 * the words say why (the bank could not be reached, or could not give the data).
 */
export const selectLoadFailed = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  failure: s.context.readFailure ?? messages.getFailed,
});

export function useLoadFailed() {
  const view = useJourneyState(selectLoadFailed);
  const send = JourneyContext.useActorRef().send;
  return { ...view, retry: () => send({ type: 'user.retry' }) };
}
