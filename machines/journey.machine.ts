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
  // The session runs beside the journey for its whole life: its own chart, told of each new token.
  invoke: { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ token: context.token, tokenExpiry: context.tokenExpiry }) },
  states: {
    booting: {
      tags: ['busy'],
      description: 'Fetch a session token at page start, for the start page or the page opened by its address (Welcome, the resume link), or after a timeout for the resume form the user chose.',
      meta: { route: 'FinanceDetails', spec: '1: 4.4, 7' },
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: [
          { guard: 'isResumeChosen', target: '#journey.returning.resumeApplication', actions: withOutput('assignToken') },
          { guard: 'isStatusChosen', target: '#journey.returning.welcome', actions: [withOutput('assignToken'), 'clearLookupChoice'] },
          { target: '#journey.application.financeDetails', actions: withOutput('assignToken') },
        ],
        // The page the user opened shows the failure: the status entry page fetches the token at its start (spec 2, 2.6).
        onError: [
          { guard: 'isResumeChosen', target: '#journey.returning.resumeApplication.sessionFailed', actions: 'showServiceUnavailable' },
          { guard: 'isStatusChosen', target: '#journey.returning.welcome.sessionFailed', actions: ['showServiceUnavailable', 'clearLookupChoice'] },
          { target: 'bootFailed', actions: 'showServiceUnavailable' },
        ],
      },
      // Welcome or the resume e-mail link opened by its address: the token comes first, then that page.
      on: { 'user.openWelcome': { actions: 'chooseStatus' }, 'user.openResume': { actions: 'chooseResume' } },
    },
    bootFailed: {
      tags: ['errorPopup', 'loadFailed'],
      description: 'The token call failed: serviceNotAvailable, and Retry.',
      meta: { route: 'FinanceDetails', spec: '1: 7, 8' },
      on: { 'user.retry': { target: 'booting', actions: 'clearPopup' } },
    },
    application: {
      description: 'The application: product choice, identity return, the per-person steps, the summary and its OTP.',
      initial: 'financeDetails',
      states: {
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
      },
    },
    afterSubmission: {
      description: 'After submission: the status routing, the offer and board-meeting sub-flows, the letter of offer, the uploads.',
      initial: 'statusDetails',
      states: {
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
      },
    },
    returning: {
      description: 'The returning applicant: the status enquiry and the resume form.',
      initial: 'welcome',
      states: { welcome, resumeApplication },
    },
    outcomes: {
      description: 'The outcomes that end a journey: cancelled, ineligible, invalid, timed out.',
      initial: 'sessionExpired',
      states: {
        appCancelled,
        invalidApplication,
        invalidEntity,
        invalidDirectors,
        invalidOtp,
        preKnockoutFailed,
        sessionExpired,
      },
    },
  },
});

export type JourneyMachine = typeof journeyMachine;
