import type { RouteName } from '../routes';
import { BOARD_APPROVAL_ENTITY_TYPES } from '../../src/domain/constants';
import type { StatusOrigin } from '../../src/domain/statusPages';
import { output } from '../actorResults';
import { sessionToken } from '../session';
import type { JourneyContext } from '../types';
import { callState, page, popupState, restart, sessionKept } from './shared';

const uploads = { 'user.openUploads': '#journey.afterSubmission.uploadDetails' };

/**
 * A status page shows the status as it was read. After a reload the bank is asked again and the fresh
 * status routes: a thank-you page this browser reached by its submit by the after-submit read (so it
 * stays while nothing moved), any other by the enquiry's.
 */
const fresh = (origin: StatusOrigin) => ({
  'app.restored': [
    ...(origin === 'submit' ? [{ guard: 'submittedHere' as const, target: '#journey.afterSubmission.statusDetails.afterSubmit' as const }] : []),
    { target: '#journey.afterSubmission.statusDetails.enquiry' as const },
  ],
});

/**
 * The page with Save PDF and Print (spec 2, 2.8-2.12 and 9): `on` holds the page's actions, which stay
 * open while GetApplicationPDF downloads; the page saves it as '<ApplicationNo>.pdf'; a failure says so
 * under the buttons.
 */
function pageWithPdf<O extends object>(on: O) {
  return {
    description: 'The page.',
    on,
    initial: 'idle' as const,
    states: {
      idle: { description: 'Save PDF not asked for, or saved.', on: { 'user.savePdf': 'savingPdf' as const } },
      savingPdf: {
        tags: ['savingPdf'] as const,
        description: 'GET GetApplicationPDF/{stateId}/{refNo}, then the page saves it.',
        invoke: {
          id: 'downloadApplicationPdf',
          src: 'downloadApplicationPdf' as const,
          input: ({ context }: { context: JourneyContext }) => {
            const applicationNo = context.status?.ApplicationNo ?? '';
            return {
              token: sessionToken(context),
              stateId: context.stateId ?? '',
              refNo: context.referenceNo ?? applicationNo,
              fileName: `${applicationNo || context.referenceNo || 'application'}.pdf`,
            };
          },
          onDone: { target: 'idle' as const, actions: { type: 'emitFileToSave' as const, params: output } },
          onError: { guard: sessionKept, target: 'pdfFailed' as const },
        },
      },
      pdfFailed: {
        tags: ['pdfFailed'] as const,
        description: 'The PDF could not be downloaded: the message shows under the buttons.',
        on: { 'user.savePdf': 'savingPdf' as const },
      },
    },
  };
}

/**
 * A page that offers Cancel Application (spec 2, 2.8, 2.9, 2.12): the confirmation, the putLoanCancel
 * call, then AppCancelled. `on` holds the page's other actions.
 */
function cancellable<O extends object>(on: O) {
  return {
    initial: 'shown' as const,
    states: {
      shown: pageWithPdf({ 'user.cancelApplication': { guard: 'isCancellable' as const, target: 'confirmingCancel' as const }, ...on }),
      confirmingCancel: {
        tags: ['confirmCancel'] as const,
        description: 'The cancelConfirmBody dialog: Confirm cancels, Close returns to the page.',
        on: { 'user.confirm': 'cancelling', 'user.close': 'shown' },
      },
      cancelling: callState('PUT putLoanCancel {refNo, uen}.', 'cancelFailed', 'showSaveFailed', {
        src: 'cancelApplication',
        input: ({ context }: { context: JourneyContext }) => ({
          token: sessionToken(context),
          refNo: context.status?.ApplicationNo ?? '',
          uen: context.status?.UEN ?? '',
        }),
        onDone: '#journey.outcomes.appCancelled',
      }),
      cancelFailed: popupState('shown', 'Cancelling failed: timed error popup, then the page again.'),
    },
  };
}

/** A page that offers Cancel Application besides `on`. */
const cancellablePage = <O extends object>(route: RouteName, spec: string, description: string, on: O, origin: StatusOrigin = 'enquiry') => ({
  description,
  meta: { route, spec },
  on: fresh(origin),
  ...cancellable(on),
});

/** A status page with nothing to load: `on` besides a restart. */
const statusPage = (route: RouteName, spec: string, description: string, on: object = {}) => page(route, spec, description, { ...restart, ...fresh('enquiry'), ...on });

const homeOrUploads = { ...restart, ...uploads };

/** Spec 2, 2.8: thank-you / application in progress (BTL). */
export const submitDetails = cancellablePage('SubmitDetails', '2: 2.8', 'Thank-you page: headline by applicants done, details, Save PDF, Print, uploads, cancel.', homeOrUploads, 'submit');

/** Spec 2, 2.8 for the other products. */
export const hSubmitDetails = cancellablePage('HSubmitDetails', '2: 2.8', 'Thank-you page of the personalised and property products.', homeOrUploads, 'submit');

export const statusComplete = cancellablePage('StatusComplete', '2: 2.9', 'applicationReceived: an enquiry for a complete application.', homeOrUploads);

export const statusProgress = statusPage('StatusProgress', '2: 2.10', 'On hold: an enquiry while other applicants still have their part to complete.', uploads);

/** Spec 2, 2.12: LI offer (thanks view, Continue), UM unable to process. */
export const reviewOffer = cancellablePage(
  'ReviewOffer',
  '2: 2.12',
  `Review offer: Continue goes to the board meeting date (${BOARD_APPROVAL_ENTITY_TYPES.join(', ')}) or the letter of offer.`,
  {
    ...restart,
    'user.continue': [{ guard: 'needsBoardMeeting' as const, target: '#journey.afterSubmission.boardMeetingDate' }, { target: '#journey.afterSubmission.letterOfOffer' }],
  },
);

export const expiredLoanOffer = statusPage('ExpiredLoanOffer', '2: 2.12', 'LE: offerExpired, with Reapply.');

/** Spec 2, 2.12 for LA, DI, DC (thanks view) and DE, RJ, AB (rejected view). */
export const disbursement = cancellablePage('Disbursement', '2: 2.12', 'Disbursement in progress (LA, DI) or completed (DC), or the rejected view (DE, RJ, AB).', restart);

export const hStatusInfoDetails = statusPage('HStatusInfoDetails', '2: 4', 'HLA: approved (personalised and property products).');

export const hStatusReject = statusPage('HStatusReject', '2: 2.16; 3: 2', 'oops, and the message by progress (RJ, ARJ, UM, other); amount hidden for UM.');

/** A page with Save PDF and Print and no other state; `on` holds the page's other actions. */
const pdfPage = <O extends object>(route: RouteName, spec: string, description: string, on: O) => ({
  description,
  meta: { route, spec },
  on: fresh('enquiry'),
  initial: 'shown' as const,
  states: { shown: pageWithPdf(on) },
});

export const aStatusInfoDetails = pdfPage('AStatusInfoDetails', '3: 2', 'LAP: AIP pending, approved, offer letter to follow.', homeOrUploads);

export const aStatusApprovalDetails = pdfPage('AStatusApprovalDetails', '3: 2', 'AAP, ALP: AIP approved; loan offer tables (no-property, freehold, leasehold with JTC split).', homeOrUploads);

export const aStatusReject = statusPage('AStatusReject', '3: 2', 'AUM unable to process; AEX expired with Apply Now.');
