import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState, restart } from './shared';

/** Spec 2, 2.13 and 5 "Board meeting date": day, month, year; confirm; validated by the bank; then read-only. */
export const boardMeetingDate = journeySetup.createStateConfig({
  description: 'Board meeting date (LL, LC, PCLS): pick, confirm, the bank validates the 14-day rule, then read-only.',
  meta: { route: 'BoardMeetingDate', spec: '2: 2.13, 5, 9' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'GET GetBoardMeeting/{applicationNo}: a date already submitted shows read-only.',
      invoke: {
        id: 'loadBoardMeeting',
        src: 'loadBoardMeeting',
        input: ({ context }) => ({ token: context.token ?? '', applicationNo: context.status?.ApplicationNo ?? '' }),
        onDone: [
          { guard: 'isEmptyResult', target: 'editing' },
          { target: 'submitted', actions: 'assignBoardMeeting' },
        ],
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading the board meeting date failed.'),
    editing: {
      description: 'Day, month and year (current and next year); Submit opens the confirm dialog.',
      on: { 'user.submitBoardMeeting': { target: 'confirming', actions: 'assignBoardMeetingDraft' } },
    },
    confirming: {
      tags: ['confirmBoardMeeting'],
      description: 'Confirm dialog: Close or Submit.',
      on: { 'user.close': 'editing', 'user.confirm': 'validating' },
    },
    validating: {
      tags: ['busy'],
      description: 'GET ValidateBoardMeeting/{applicationNo}/{uen}/{yyyymmdd}.',
      invoke: {
        id: 'validateBoardMeeting',
        src: 'validateBoardMeeting',
        input: ({ context }) => ({
          token: context.token ?? '',
          applicationNo: context.status?.ApplicationNo ?? '',
          uen: context.status?.UEN ?? '',
          date: context.boardMeetingDraft!,
        }),
        onDone: [
          { guard: 'isBoardMeetingValid', target: 'saving' },
          { target: 'editing', actions: 'assignBoardMeetingInvalid' },
        ],
        onError: failTo('failed', 'showGetFailed'),
      },
    },
    saving: {
      tags: ['busy'],
      description: 'PUT BoardMeeting/{applicationNo} {applicationNo, uen, bmdate}.',
      invoke: {
        id: 'saveBoardMeeting',
        src: 'saveBoardMeeting',
        input: ({ context }) => ({
          token: context.token ?? '',
          applicationNo: context.status?.ApplicationNo ?? '',
          uen: context.status?.UEN ?? '',
          date: context.boardMeetingDraft!,
        }),
        onDone: { target: 'submitted', actions: 'assignBoardMeetingSaved' },
        onError: failTo('failed', 'showSaveFailed'),
      },
    },
    failed: popupState('editing', 'Validating or saving failed: timed error popup, then the form again.'),
    submitted: {
      description: 'The date is submitted: the fields are disabled and Continue shows.',
      on: { 'user.continue': '#journey.letterOfOffer' },
    },
  },
});

/** Spec 2, 2.14: 'Acceptance in progress', with the letter of offer PDF from the bank. */
export const letterOfOffer = journeySetup.createStateConfig({
  description: "'Acceptance in progress'; the letter of offer PDF (GET GetLetterOffer/{applicationNo}).",
  meta: { route: 'LetterOfOffer', spec: '2: 2.14' },
  // Back To Home from any part of the page, the failed load included.
  on: restart,
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Load the letter of offer.',
      invoke: {
        id: 'loadLetterOfOffer',
        src: 'loadLetterOfOffer',
        input: ({ context }) => ({ token: context.token ?? '', applicationNo: context.status?.ApplicationNo ?? '' }),
        onDone: { target: 'shown', actions: 'assignLetterOfOffer' },
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading the letter of offer failed.'),
    shown: {
      description: 'Acceptance in progress; download the letter; Back To Home.',
    },
  },
});
