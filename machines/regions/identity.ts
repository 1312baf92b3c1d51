import { journeySetup } from '../setup';
import { failTo, popupState } from './shared';

/** Spec 2, 2.15 and section 4 "Return from the national identity service" (non-production: NRIC/UEN entry). */
export const myInfoLanding = journeySetup.createStateConfig({
  description: 'Identity-service return page. Outside UAT/PROD it asks for an NRIC or UEN and a Confirm.',
  meta: { route: 'MyInfoLanding', spec: '2: 2.15, 4' },
  initial: 'entering',
  // Not busy: the personas list is tester tooling beside the page, and the page stays usable without it.
  invoke: {
    id: 'loadSandboxPersonas',
    src: 'loadSandboxPersonas',
    onDone: { actions: { type: 'assignSandboxPersonas', params: ({ event }) => event.output } },
  },
  states: {
    entering: {
      description: 'Waiting for the NRIC/UEN entry.',
      on: { 'user.confirmIdentity': { target: 'retrieving', actions: 'clearIdentityInputInvalid' } },
    },
    retrieving: {
      tags: ['busy'],
      description: 'Retrieve the national data for the state and validate the entity.',
      invoke: {
        id: 'retrieveIdentity',
        src: 'retrieveIdentity',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          stateId: context.stateId ?? '',
          code: event.type === 'user.confirmIdentity' ? event.code : '',
        }),
        onDone: [
          // A sign-in rotates the session token (assignRotatedToken): every outcome after it carries the new one.
          { guard: 'isIdentityOkForOtherTermLoanApplicant', target: '#journey.authorisedPersonDetails', actions: 'assignRotatedToken' },
          { guard: 'isIdentityOkForOtherApplicant', target: '#journey.subApLanding', actions: 'assignRotatedToken' },
          { guard: 'isIdentityOk', target: 'assessing', actions: 'assignRotatedToken' },
          { guard: 'isIdentityInputInvalid', target: 'entering', actions: 'markIdentityInputInvalid' },
          { guard: 'isInvalidDirectors', target: '#journey.invalidDirectors', actions: ['assignRotatedToken', 'assignErrorTypeFromIdentity'] },
          { target: '#journey.invalidEntity', actions: ['assignRotatedToken', 'assignErrorTypeFromIdentity'] },
        ],
        onError: failTo('failed', 'showGetFailed'),
      },
    },
    assessing: {
      tags: ['busy'],
      description:
        "Step 4: the web-application assessment of a first user (pre-qualification at APPSTART, when its feature switch is on). 'Fail' shows PreKnockoutFailed with error 500.",
      invoke: {
        id: 'assessAtStart',
        src: 'assessAtStart',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: [
          { guard: 'isPreQualified', target: '#journey.companyDetails' },
          { target: '#journey.preKnockoutFailed', actions: 'assignPreKnockout' },
        ],
        onError: failTo('failed', 'showGetFailed'),
      },
    },
    failed: popupState('entering', 'Retrieval or assessment failed: timed error popup, then the entry again.'),
  },
});
