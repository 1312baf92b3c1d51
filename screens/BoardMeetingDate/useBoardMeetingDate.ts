import type { BoardMeeting } from '../../src/contract';
import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import { selectLoadFailed } from '../shared/useLoadFailed';

/** What journey.afterSubmission.boardMeetingDate shows: which of its states is on, the date saved or chosen, a refusal, the window. */
export const selectBoardMeetingDate = (s: JourneySnapshot) => ({
  ...selectLoadFailed(s),
  loading: s.matches({ afterSubmission: { boardMeetingDate: 'loading' } }),
  submitted: s.matches({ afterSubmission: { boardMeetingDate: 'submitted' } }),
  editing: s.matches({ afterSubmission: { boardMeetingDate: 'editing' } }),
  confirming: s.hasTag('confirmBoardMeeting'),
  saved: s.context.boardMeeting,
  draft: s.context.boardMeetingDraft,
  refused: s.hasTag('boardMeetingRefused'),
  // The window's days as the bank states them; flat strings, so the shallow comparison holds.
  windowFrom: s.context.status?.BoardMeetingFrom ?? '',
  windowTo: s.context.status?.BoardMeetingTo ?? '',
});

export function useBoardMeetingDate() {
  const view = useJourneyState(selectBoardMeetingDate);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    submitDate: (date: BoardMeeting) => send({ type: 'user.submitBoardMeeting', date }),
    closeConfirm: () => send({ type: 'user.close' }),
    confirm: () => send({ type: 'user.confirm' }),
    continueOn: () => send({ type: 'user.continue' }),
    retry: () => send({ type: 'user.retry' }),
  };
}

export type BoardMeetingDateBinding = ReturnType<typeof useBoardMeetingDate>;
