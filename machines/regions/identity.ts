import { START_KNOCKOUT_CODE } from '../../src/domain/outcomeCodes';
import { output, withOutput } from '../actorResults';
import { sessionInput, sessionToken } from '../session';
import { journeySetup } from '../setup';
import { callState, popupState, restart } from './shared';

const afterFailure = [
  { guard: 'signsInWithProvider', target: 'signingInAgain', actions: 'clearPopup' },
  { target: 'sandboxEntry', actions: 'clearPopup' },
] as const;

const confirm = { 'user.confirmIdentity': '#journey.application.myInfoLanding.retrieving' } as const;
const rotated = withOutput('assignRotatedToken');

/**
 * Where the identity step goes once a state record exists: the provider's authorisation address (the
 * browser leaves; spec 1, 4.1), or, SIM only, the sandbox's NRIC/UEN entry on the landing route.
 */
export const toSignIn = [
  { guard: 'signsInWithProvider', target: '#journey.application.myInfoLanding.leavingForProvider' },
  { target: '#journey.application.myInfoLanding.sandboxEntry' },
] as const;

/**
 * Spec 2, 2.15 and section 4 "Return from the national identity service": the consent landing of a resumed
 * application, the round trip through the identity provider (or the sandbox's NRIC/UEN entry, SIM only),
 * the return with code and state, the retrieval and the assessment.
 */
export const myInfoLanding = journeySetup.createStateConfig({
  description: 'Identity-service landing and return page: consent, the provider round trip (SIM: NRIC/UEN entry), retrieval.',
  meta: { route: 'MyInfoLanding', spec: '2: 2.15, 4; 1: 4.1' },
  initial: 'consenting',
  states: {
    consenting: {
      tags: ['identityConsent'],
      description: 'A resumed application: welcome, application number, the benefits, and the declaration popup; Proceed once ticked.',
      on: { 'user.proceed': 'startingRetrieval', ...restart },
    },
    startingRetrieval: callState(
      'Identity retrieval start: package 12000 for a business first-user continue, otherwise 13000 (spec 1, 4.1).',
      'startFailed',
      'showServiceUnavailable',
      {
        src: 'startRetrieval',
        input: ({ context }) => ({ token: sessionToken(context), firstUser: context.flags.firstUser }),
        onDone: toSignIn.map((t) => ({ ...t, actions: { type: 'assignState' as const, params: output } })),
      },
    ),
    startFailed: popupState('consenting', 'The retrieval could not start: serviceNotAvailable, then the landing again.'),
    leavingForProvider: {
      tags: ['leavingForProvider'],
      description:
        'The browser leaves for the provider with authmode, purpose, response_type, attributes, state, redirect_uri and client_id. The page offers to go again (the user came Back from the provider) or start over.',
      entry: 'leaveForProvider',
      on: {
        'provider.returned': [
          { guard: 'isProviderError', target: '#journey.booting', actions: 'resetJourney' },
          { guard: 'isForeignState', target: '#journey.booting', actions: 'resetJourney' },
          { target: 'retrieving' },
        ],
        'user.retry': { target: 'leavingForProvider', reenter: true },
        ...restart,
      },
    },
    signingInAgain: {
      tags: ['providerRetry'],
      description:
        'The provider\'s code did not retrieve the data (a code is good once): the page offers a new round trip for the same state, or home.',
      on: { 'user.retry': 'leavingForProvider', ...restart },
    },
    sandboxEntry: {
      description: 'SIM only (the sandbox bank has no provider): whoever types a persona\'s NRIC or UEN is signed in as that persona.',
      initial: 'entering',
      // Not busy: the personas list is tester tooling beside the page, and the page stays usable without it.
      invoke: {
        id: 'loadSandboxPersonas',
        src: 'loadSandboxPersonas',
        onDone: { actions: { type: 'assignSandboxPersonas', params: output } },
      },
      states: {
        entering: {
          description: 'The NRIC/UEN entry and Confirm.',
          on: confirm,
        },
        invalidInput: {
          tags: ['identityInputInvalid'],
          description: 'The identity service found nothing for the entry: invalidIdentityInput shows under the field.',
          on: confirm,
        },
      },
    },
    retrieving: callState('Retrieve the national data for the state and validate the entity.', 'failed', 'showGetFailed', {
      src: 'retrieveIdentity',
      input: ({ context, event }) => ({
        token: sessionToken(context),
        stateId: context.stateId ?? '',
        code: event.type === 'user.confirmIdentity' || event.type === 'provider.returned' ? (event.code ?? '') : '',
        ...(event.type === 'provider.returned' ? { providerState: event.state ?? '' } : {}),
      }),
      onDone: [
        // A sign-in rotates the session token (assignRotatedToken): every outcome after it carries the new one.
        { guard: withOutput('isIdentityOkForOtherTermLoanApplicant'), target: '#journey.application.authorisedPersonDetails', actions: rotated },
        { guard: withOutput('isIdentityOkForOtherApplicant'), target: '#journey.application.subApLanding', actions: rotated },
        { guard: withOutput('isIdentityOk'), target: 'assessing', actions: rotated },
        // The provider said no (spec 2, 4 step 2): M01. The sandbox's entry matched nobody: the entry again.
        { guard: withOutput('isProviderRefusal'), target: '#journey.outcomes.invalidEntity', actions: 'assignLoginFailed' },
        { guard: withOutput('isIdentityInputInvalid'), target: 'sandboxEntry.invalidInput' },
        { guard: withOutput('isInvalidDirectors'), target: '#journey.outcomes.invalidDirectors', actions: [rotated, withOutput('assignErrorTypeFromIdentity')] },
        { target: '#journey.outcomes.invalidEntity', actions: [rotated, withOutput('assignErrorTypeFromIdentity')] },
      ],
    }),
    assessing: callState(
      `Step 4: the web-application assessment of a first user (pre-qualification at APPSTART, when its feature switch is on). 'Fail' shows PreKnockoutFailed with error ${START_KNOCKOUT_CODE}.`,
      'failed',
      'showGetFailed',
      {
        src: 'assessAtStart',
        input: ({ context }) => ({ ...sessionInput({ context }), enabled: context.features.webAssessment }),
        onDone: [
          { guard: withOutput('isPreQualified'), target: '#journey.application.companyDetails' },
          { target: '#journey.outcomes.preKnockoutFailed', actions: withOutput('assignPreKnockout') },
        ],
      },
    ),
    failed: {
      ...popupState('sandboxEntry', 'Retrieval or assessment failed: timed error popup, then the way to sign in again.'),
      // With the provider, the offer of a new round trip: a code is good once.
      after: { ERROR_POPUP: afterFailure },
      on: { 'user.dismissError': afterFailure },
    },
  },
});
