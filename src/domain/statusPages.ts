import { BOARD_APPROVAL_ENTITY_TYPES, PROGRESS_COMPLETE, PROGRESS_PENDING } from './constants';
import { routeForStatus, type StatusInput, type StatusRoute } from './statusRouting';

/**
 * The page a status opens, one step finer than routeForStatus (docs/decisions/0005):
 * - the SubmitDetails family (pending or complete) opens the thank-you page right after a submit; an
 *   enquiry for an application_complete opens StatusComplete (spec 2, 2.9), for an application_pending
 *   the on-hold page StatusProgress (2.10);
 * - ReviewOffer with LE opens ExpiredLoanOffer (2.12 "expired-offer page").
 */
export type StatusPage = Exclude<StatusRoute, 'InvalidEntity'> | 'StatusComplete' | 'StatusProgress' | 'ExpiredLoanOffer' | 'InvalidEntity';
export type StatusOrigin = 'submit' | 'enquiry';

export const STATUS_PAGES: readonly StatusPage[] = [
  'SubmitDetails',
  'HSubmitDetails',
  'StatusComplete',
  'StatusProgress',
  'ReviewOffer',
  'ExpiredLoanOffer',
  'Disbursement',
  'HStatusInfoDetails',
  'HStatusReject',
  'AStatusInfoDetails',
  'AStatusApprovalDetails',
  'AStatusReject',
  'InvalidEntity',
];

export function statusPageFor(input: StatusInput, origin: StatusOrigin): StatusPage {
  const route = routeForStatus(input);
  if ((route === 'SubmitDetails' || route === 'HSubmitDetails') && origin === 'enquiry') {
    if (input.progress === PROGRESS_COMPLETE) return 'StatusComplete';
    if (input.progress === PROGRESS_PENDING) return 'StatusProgress';
  }
  if (route === 'ReviewOffer' && input.progress === 'LE') return 'ExpiredLoanOffer';
  return route;
}

/** Spec 2, 2.12: the application's progress once the financing has been paid out. */
export const DISBURSED_PROGRESS = 'DC';
/** Spec 2, 2.12: the money paid out, or the rejected view (DE, RJ, AB): there is nothing left to cancel. */
const NOTHING_TO_CANCEL: readonly string[] = [DISBURSED_PROGRESS, 'DE', 'RJ', 'AB'];

/** Whether a status page offers Cancel Application at this progress (the bank refuses it otherwise). */
export const offersCancel = (progress: string | null | undefined): boolean => !NOTHING_TO_CANCEL.includes(progress ?? '');

/** Spec 2, 2.12 and section 6: these entity types confirm a board meeting date before the letter of offer. */
export const needsBoardMeeting = (entityTypeCode: string | null | undefined) =>
  (BOARD_APPROVAL_ENTITY_TYPES as readonly string[]).includes(entityTypeCode ?? '');
