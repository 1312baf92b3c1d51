import { withOutput } from './actorResults';
import { journeySetup } from './setup';
import { initialContext, settingsOf } from './types';
import { rootTransitions } from './regions/shared';
import { editDetails, financeDetails } from './regions/financing';
import { myInfoLanding } from './regions/identity';
import { companyDetails } from './regions/company';
import { authorisedPersonDetails, personDetails, sPersonDetails, subApLanding } from './regions/persons';
import { aPropertyDetails, propertyDetails } from './regions/property';
import { accountDetails } from './regions/account';
import { declarations } from './regions/declarations';
import { preview } from './regions/preview';
import { statusDetails } from './regions/status';
import {
  aStatusApprovalDetails,
  aStatusInfoDetails,
  aStatusReject,
  disbursement,
  expiredLoanOffer,
  hStatusInfoDetails,
  hStatusReject,
  hSubmitDetails,
  reviewOffer,
  statusComplete,
  statusProgress,
  submitDetails,
} from './regions/statusPages';
import { boardMeetingDate, letterOfOffer } from './regions/offer';
import { uploadDetails } from './regions/upload';
import { resumeApplication, welcome } from './regions/welcome';
import {
  appCancelled,
  invalidApplication,
  invalidDirectors,
  invalidEntity,
  invalidOtp,
  preKnockoutFailed,
  sessionExpired,
} from './regions/outcomes';

/**
 * The one parent chart of the journey. Screens render whatever `meta.route` the active state names;
 * every step a user can take is an event here, every call to the bank an invoked actor.
 */
export const journeyMachine = journeySetup.createMachine({
  id: 'journey',
  context: ({ input }) => initialContext(settingsOf(input)),
  initial: 'booting',
  on: rootTransitions,
  states: {
    booting: {
      tags: ['busy'],
      description: 'Fetch a session token at page start (or after a timeout, for the resume form the user chose).',
      meta: { route: 'FinanceDetails', spec: '1: 4.4, 7' },
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: [
          { guard: 'isResumeChosen', target: 'resumeApplication', actions: withOutput('assignToken') },
          { target: 'financeDetails', actions: withOutput('assignToken') },
        ],
        onError: { target: 'bootFailed', actions: 'showServiceUnavailable' },
      },
    },
    bootFailed: {
      tags: ['errorPopup', 'loadFailed'],
      description: 'The token call failed: serviceNotAvailable, and Retry.',
      meta: { route: 'FinanceDetails', spec: '1: 7, 8' },
      on: { 'user.retry': { target: 'booting', actions: 'clearPopup' } },
    },
    financeDetails,
    editDetails,
    myInfoLanding,
    companyDetails,
    personDetails,
    sPersonDetails,
    subApLanding,
    authorisedPersonDetails,
    accountDetails,
    propertyDetails,
    aPropertyDetails,
    declarations,
    preview,
    statusDetails,
    submitDetails,
    hSubmitDetails,
    statusComplete,
    statusProgress,
    reviewOffer,
    expiredLoanOffer,
    disbursement,
    hStatusInfoDetails,
    hStatusReject,
    aStatusInfoDetails,
    aStatusApprovalDetails,
    aStatusReject,
    boardMeetingDate,
    letterOfOffer,
    uploadDetails,
    welcome,
    resumeApplication,
    appCancelled,
    invalidApplication,
    invalidEntity,
    invalidDirectors,
    invalidOtp,
    preKnockoutFailed,
    sessionExpired,
    },
});

export type JourneyMachine = typeof journeyMachine;
