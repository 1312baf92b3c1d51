import { BOARD_APPROVAL_ENTITY_TYPES, BOARD_MEETING_MAX_DAYS } from '../../src/domain/constants';
import { withOutput } from '../actorResults';
import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import type { JourneyContext } from '../types';
import { callState, loadFailedStates, loadingState, popupState, restart } from './shared';

/** The application the status named: the board meeting and letter-of-offer calls are about it. */
const application = (context: JourneyContext) => ({ token: sessionToken(context), applicationNo: context.status?.ApplicationNo ?? '' });

/** The date picked, for the application and its UEN. */
const boardMeetingInput = ({ context }: { context: JourneyContext }) => ({
  ...application(context),
  uen: context.status?.UEN ?? '',
  date: context.boardMeetingDraft!,
});

const pickDate = { 'user.submitBoardMeeting': { target: 'confirming', actions: 'assignBoardMeetingDraft' } } as const;

/** Spec 2, 2.13 and 5 "Board meeting date": day, month, year; confirm; validated by the bank; then read-only. */
export const boardMeetingDate = journeySetup.createStateConfig({
  description: `Board meeting date (${BOARD_APPROVAL_ENTITY_TYPES.join(', ')}): pick, confirm, the bank validates the ${BOARD_MEETING_MAX_DAYS}-day rule, then read-only.`,
  meta: { route: 'BoardMeetingDate', spec: '2: 2.13, 5, 9' },
  initial: 'loading',
  states: {
    loading: loadingState('GET GetBoardMeeting/{applicationNo}: a date already submitted shows read-only.', {
      src: 'loadBoardMeeting',
      input: ({ context }) => application(context),
      onDone: [
        { guard: withOutput('isEmptyResult'), target: 'editing' },
        { target: 'submitted', actions: withOutput('assignBoardMeeting') },
      ],
    }),
    ...loadFailedStates('Loading the board meeting date failed.'),
    editing: {
      description: 'Day, month and year within the window the status states; Submit opens the confirm dialog once the date is in it.',
      initial: 'blank',
      on: pickDate,
      states: {
        blank: { description: 'No date refused yet.' },
        refused: {
          tags: ['boardMeetingRefused'],
          description: `The bank refused the date: the page shows the ${BOARD_MEETING_MAX_DAYS}-day message and keeps the entry to correct.`,
        },
      },
    },
    confirming: {
      tags: ['confirmBoardMeeting'],
      description: 'Confirm dialog: Close or Submit.',
      on: { 'user.close': 'editing', 'user.confirm': 'validating' },
    },
    validating: callState('GET ValidateBoardMeeting/{applicationNo}/{uen}/{yyyymmdd}.', 'failed', 'showGetFailed', {
      src: 'validateBoardMeeting',
      input: boardMeetingInput,
      onDone: [
        { guard: withOutput('isBoardMeetingValid'), target: 'saving' },
        { target: 'editing.refused', actions: 'clearBoardMeetingDraft' },
      ],
    }),
    saving: callState('PUT BoardMeeting/{applicationNo} {applicationNo, uen, bmdate}.', 'failed', 'showSaveFailed', {
      src: 'saveBoardMeeting',
      input: boardMeetingInput,
      onDone: { target: 'submitted', actions: 'assignBoardMeetingSaved' },
    }),
    failed: popupState('editing', 'Validating or saving failed: timed error popup, then the form again.'),
    submitted: {
      description: 'The date is submitted: the fields are disabled and Continue shows.',
      on: { 'user.continue': '#journey.afterSubmission.letterOfOffer' },
    },
  },
});

/** Spec 2, 2.14: acceptanceInProgress, with the letter of offer PDF from the bank. */
export const letterOfOffer = journeySetup.createStateConfig({
  description: 'acceptanceInProgress; the letter of offer PDF (GET GetLetterOffer/{applicationNo}).',
  meta: { route: 'LetterOfOffer', spec: '2: 2.14' },
  // Back To Home from any part of the page, the failed load included.
  on: restart,
  initial: 'loading',
  states: {
    loading: loadingState('Load the letter of offer.', {
      src: 'loadLetterOfOffer',
      input: ({ context }) => application(context),
      onDone: { target: 'shown', actions: withOutput('assignLetterOfOffer') },
    }),
    ...loadFailedStates('Loading the letter of offer failed.'),
    shown: {
      description: 'Acceptance in progress; download the letter; Back To Home.',
    },
  },
});
