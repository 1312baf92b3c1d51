import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import type { JourneyContext } from '../types';
import { failTo, popupState, restart } from './shared';

const uploads = { 'user.openUploads': '#journey.uploadDetails' };

/**
 * A page that offers Cancel Application (spec 2, 2.8, 2.9, 2.12): the confirmation, the putLoanCancel
 * call, then AppCancelled. `on` holds the page's other actions.
 */
function cancellable<O extends object>(on: O) {
  return {
    initial: 'shown' as const,
    states: {
      shown: {
        description: 'The page.',
        on: { 'user.cancelApplication': 'confirmingCancel', ...on },
      },
      confirmingCancel: {
        tags: ['confirmCancel'] as const,
        description: 'Are you sure you want to cancel this application?',
        on: { 'user.confirm': 'cancelling', 'user.close': 'shown' },
      },
      cancelling: {
        tags: ['busy'] as const,
        description: 'PUT putLoanCancel {refNo, uen}.',
        invoke: {
          id: 'cancelApplication',
          src: 'cancelApplication' as const,
          input: ({ context }: { context: JourneyContext }) => ({
            token: sessionToken(context),
            refNo: context.status?.ApplicationNo ?? '',
            uen: context.status?.UEN ?? '',
          }),
          onDone: '#journey.appCancelled',
          onError: failTo('cancelFailed', 'showSaveFailed'),
        },
      },
      cancelFailed: popupState('shown', 'Cancelling failed: timed error popup, then the page again.'),
    },
  };
}

/** Spec 2, 2.8: thank-you / application in progress (BTL). */
export const submitDetails = journeySetup.createStateConfig({
  description: 'Thank-you page: headline by applicants done, details, Save PDF, Print, uploads, cancel.',
  meta: { route: 'SubmitDetails', spec: '2: 2.8' },
  ...cancellable({ ...restart, ...uploads }),
});

/** Spec 2, 2.8 for the other products. */
export const hSubmitDetails = journeySetup.createStateConfig({
  description: 'Thank-you page of the personalised and property products.',
  meta: { route: 'HSubmitDetails', spec: '2: 2.8' },
  ...cancellable({ ...restart, ...uploads }),
});

export const statusComplete = journeySetup.createStateConfig({
  description: "'We have received your application.': an enquiry for a complete application.",
  meta: { route: 'StatusComplete', spec: '2: 2.9' },
  ...cancellable({ ...restart, ...uploads }),
});

export const statusProgress = journeySetup.createStateConfig({
  description: 'On hold: an enquiry while other applicants still have their part to complete.',
  meta: { route: 'StatusProgress', spec: '2: 2.10' },
  on: { ...restart, ...uploads },
});

/** Spec 2, 2.12: LI offer (thanks view, Continue), UM unable to process. */
export const reviewOffer = journeySetup.createStateConfig({
  description: 'Review offer: Continue goes to the board meeting date (LL, LC, PCLS) or the letter of offer.',
  meta: { route: 'ReviewOffer', spec: '2: 2.12' },
  ...cancellable({
    ...restart,
    'user.continue': [{ guard: 'needsBoardMeeting' as const, target: '#journey.boardMeetingDate' }, { target: '#journey.letterOfOffer' }],
  }),
});

export const expiredLoanOffer = journeySetup.createStateConfig({
  description: "LE: 'Your letter of Offer has expired. Do reapply again.' with Reapply.",
  meta: { route: 'ExpiredLoanOffer', spec: '2: 2.12' },
  on: restart,
});

/** Spec 2, 2.12 for LA, DI, DC (thanks view) and DE, RJ, AB (rejected view). */
export const disbursement = journeySetup.createStateConfig({
  description: 'Disbursement in progress (LA, DI) or completed (DC), or the rejected view (DE, RJ, AB).',
  meta: { route: 'Disbursement', spec: '2: 2.12' },
  ...cancellable(restart),
});

export const hStatusInfoDetails = journeySetup.createStateConfig({
  description: 'HLA: approved (personalised and property products).',
  meta: { route: 'HStatusInfoDetails', spec: '2: 4' },
  on: restart,
});

export const hStatusReject = journeySetup.createStateConfig({
  description: "'Oops!': the message by progress (RJ, ARJ, UM, other); amount hidden for UM.",
  meta: { route: 'HStatusReject', spec: '2: 2.16; 3: 2' },
  on: restart,
});

export const aStatusInfoDetails = journeySetup.createStateConfig({
  description: 'LAP: AIP pending, approved, offer letter to follow.',
  meta: { route: 'AStatusInfoDetails', spec: '3: 2' },
  on: { ...restart, ...uploads },
});

export const aStatusApprovalDetails = journeySetup.createStateConfig({
  description: 'AAP, ALP: AIP approved; loan offer tables (no-property, freehold, leasehold with JTC split).',
  meta: { route: 'AStatusApprovalDetails', spec: '3: 2' },
  on: { ...restart, ...uploads },
});

export const aStatusReject = journeySetup.createStateConfig({
  description: 'AUM unable to process; AEX expired with Apply Now.',
  meta: { route: 'AStatusReject', spec: '3: 2' },
  on: restart,
});
