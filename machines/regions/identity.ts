import { START_KNOCKOUT_CODE } from '../../services/prequalification';
import { output, withOutput } from '../actorResults';
import { sessionInput, sessionToken } from '../session';
import { journeySetup } from '../setup';
import { callState, popupState } from './shared';

const confirm = { 'user.confirmIdentity': 'retrieving' } as const;
const rotated = withOutput('assignRotatedToken');

/** Spec 2, 2.15 and section 4 "Return from the national identity service" (non-production: NRIC/UEN entry). */
export const myInfoLanding = journeySetup.createStateConfig({
  description: 'Identity-service return page. Outside UAT/PROD it asks for an NRIC or UEN and a Confirm.',
  meta: { route: 'MyInfoLanding', spec: '2: 2.15, 4' },
  initial: 'entering',
  // Not busy: the personas list is tester tooling beside the page, and the page stays usable without it.
  invoke: {
    id: 'loadSandboxPersonas',
    src: 'loadSandboxPersonas',
    onDone: { actions: { type: 'assignSandboxPersonas', params: output } },
  },
  states: {
    entering: {
      description: 'Waiting for the NRIC/UEN entry.',
      on: confirm,
    },
    invalidInput: {
      tags: ['identityInputInvalid'],
      description: 'The identity service found nothing for the entry: invalidIdentityInput shows under the field.',
      on: confirm,
    },
    retrieving: callState('Retrieve the national data for the state and validate the entity.', 'failed', 'showGetFailed', {
      src: 'retrieveIdentity',
      input: ({ context, event }) => ({
        token: sessionToken(context),
        stateId: context.stateId ?? '',
        code: event.type === 'user.confirmIdentity' ? event.code : '',
      }),
      onDone: [
        // A sign-in rotates the session token (assignRotatedToken): every outcome after it carries the new one.
        { guard: withOutput('isIdentityOkForOtherTermLoanApplicant'), target: '#journey.authorisedPersonDetails', actions: rotated },
        { guard: withOutput('isIdentityOkForOtherApplicant'), target: '#journey.subApLanding', actions: rotated },
        { guard: withOutput('isIdentityOk'), target: 'assessing', actions: rotated },
        { guard: withOutput('isIdentityInputInvalid'), target: 'invalidInput' },
        { guard: withOutput('isInvalidDirectors'), target: '#journey.invalidDirectors', actions: [rotated, withOutput('assignErrorTypeFromIdentity')] },
        { target: '#journey.invalidEntity', actions: [rotated, withOutput('assignErrorTypeFromIdentity')] },
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
          { guard: withOutput('isPreQualified'), target: '#journey.companyDetails' },
          { target: '#journey.preKnockoutFailed', actions: withOutput('assignPreKnockout') },
        ],
      },
    ),
    failed: popupState('entering', 'Retrieval or assessment failed: timed error popup, then the entry again.'),
  },
});
