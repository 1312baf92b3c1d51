import { needsBoardMeeting } from '../../src/domain/statusPages';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { useStatusPageEvents } from '../shared/status/useStatusPage';

/** What 'Acceptance in progress' shows: the application, the board meeting notice, the letter once loaded. */
export const selectLetterOfOffer = (s: JourneySnapshot) => ({
  status: s.context.status,
  board: s.context.flags.boardApproval || needsBoardMeeting(s.context.status?.Entity_Type_Code),
  letter: s.context.letterOfOffer,
  loadFailed: s.hasTag('loadFailed'),
});

export function useLetterOfOffer() {
  const view = useJourneyState(selectLetterOfOffer);
  const send = JourneyContext.useActorRef().send;
  return { ...view, retry: () => send({ type: 'user.retry' }), backToHome: useStatusPageEvents().backToHome };
}

export type LetterOfOfferBinding = ReturnType<typeof useLetterOfOffer>;
