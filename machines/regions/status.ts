import { STATUS_PAGES, type StatusOrigin, type StatusPage } from '../../src/domain/statusPages';
import { withOutput, withOutputAnd } from '../actorResults';
import { sessionInput } from '../session';
import { journeySetup } from '../setup';
import type { JourneyContext } from '../types';
import { failTo, popupState } from './shared';

/** The chart state of each page a status can open. */
export const PAGE_STATES: Record<Exclude<StatusPage, 'InvalidEntity'>, string> = {
  SubmitDetails: 'submitDetails',
  HSubmitDetails: 'hSubmitDetails',
  StatusComplete: 'statusComplete',
  StatusProgress: 'statusProgress',
  ReviewOffer: 'reviewOffer',
  ExpiredLoanOffer: 'expiredLoanOffer',
  Disbursement: 'disbursement',
  HStatusInfoDetails: 'hStatusInfoDetails',
  HStatusReject: 'hStatusReject',
  AStatusInfoDetails: 'aStatusInfoDetails',
  AStatusApprovalDetails: 'aStatusApprovalDetails',
  AStatusReject: 'aStatusReject',
};

/** Pages only an enquiry opens (a status read right after a submit shows the thank-you page instead). */
const ENQUIRY_ONLY: readonly StatusPage[] = ['StatusComplete', 'StatusProgress'];

/** One guarded branch per page (src/domain/statusPages.ts decides), so every page is an edge of the chart. */
const routeByStatus = (origin: StatusOrigin) => [
  ...STATUS_PAGES.filter(
    (p): p is Exclude<StatusPage, 'InvalidEntity'> => p !== 'InvalidEntity' && (origin === 'enquiry' || !ENQUIRY_ONLY.includes(p)),
  ).map((page) => ({
    guard: withOutputAnd('isStatusPage', { page, origin }),
    target: `#journey.afterSubmission.${PAGE_STATES[page]}`,
    actions: withOutput('assignStatus'),
  })),
  { target: '#journey.outcomes.invalidEntity', actions: 'assignStatusFailed' as const },
];

const loader = (origin: StatusOrigin, failed: string) => ({
  tags: ['busy'] as const,
  description:
    origin === 'submit'
      ? 'After a submit: GET GetStatus/{stateId}/{refNo}.'
      : 'After Welcome or UploadDetails: GET GetStatusEnquiry/{stateId}/{refNo}.',
  invoke: {
    id: origin === 'submit' ? 'loadStatus' : 'loadStatusEnquiry',
    src: 'loadStatus' as const,
    input: ({ context }: { context: JourneyContext }) => ({ ...sessionInput({ context }), refNo: context.referenceNo ?? '', origin }),
    onDone: routeByStatus(origin),
    onError: failTo(failed, 'showGetFailed'),
  },
});

/** A failed status read: the popup, then Retry on the page. */
const failedLoad = (retry: string, description: string) => ({
  ...popupState(`${retry}Unavailable`, description),
  tags: ['errorPopup', 'loadFailed'] as const,
  on: {
    'user.dismissError': { target: `${retry}Unavailable`, actions: 'clearPopup' as const },
    'user.retry': { target: retry, actions: 'clearPopup' as const },
  },
});

/** Spec 2, 2.7 and section 4 "Status details routing": no interface; fetch the status and route. */
export const statusDetails = journeySetup.createStateConfig({
  description: 'Fetch the status and route by product, OTP flag and progress code (src/domain/statusPages.ts).',
  meta: { route: 'StatusDetails', spec: '2: 2.7, 4' },
  initial: 'afterSubmit',
  states: {
    afterSubmit: loader('submit', 'afterSubmitFailed'),
    afterSubmitFailed: failedLoad('afterSubmit', 'Loading the status failed.'),
    afterSubmitUnavailable: {
      tags: ['loadFailed'],
      description: 'The status could not be loaded; the page offers Retry.',
      on: { 'user.retry': 'afterSubmit' },
    },
    enquiry: loader('enquiry', 'enquiryFailed'),
    enquiryFailed: failedLoad('enquiry', 'Loading the status enquiry failed.'),
    enquiryUnavailable: {
      tags: ['loadFailed'],
      description: 'The status could not be loaded; the page offers Retry.',
      on: { 'user.retry': 'enquiry' },
    },
  },
});
