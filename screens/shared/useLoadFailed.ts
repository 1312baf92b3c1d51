import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';

/** A screen whose data could not be loaded: the chart tags the state 'loadFailed' and waits for Retry. */
export const selectLoadFailed = (s: JourneySnapshot) => ({ loadFailed: s.hasTag('loadFailed') });

export function useLoadFailed() {
  const view = useJourneyState(selectLoadFailed);
  const send = JourneyContext.useActorRef().send;
  return { ...view, retry: () => send({ type: 'user.retry' }) };
}
