import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState } from './shared';

/** Spec 2, 2.1 and 1, 2.4: authorised persons' details (contact form per applicant). */
export const personDetails = journeySetup.createStateConfig({
  description: 'One section per applicant: prefilled read-only details and the contact form.',
  meta: { route: 'NSPersonDetails', spec: '2: 2.1, 4, 5; 1: 2.4, 5.4' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Load the persons retrieved from the identity service and any saved contact details.',
      invoke: {
        id: 'loadPersons',
        src: 'loadPersons',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: [
          { guard: 'isEmptyResult', target: '#journey.invalidEntity', actions: 'assignEmptyPersons' },
          { target: 'editing', actions: 'assignPersons' },
        ],
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading person details failed.'),
    editing: {
      description: 'The applicant fills in the contact details.',
      on: {
        'user.submitPersons': 'saving',
        'user.back': '#journey.companyDetails',
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Save the applicants (PUT putPersonalDetailsForm).',
      invoke: {
        id: 'savePersons',
        src: 'savePersons',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          stateId: context.stateId ?? '',
          referenceNo: context.referenceNo ?? '',
          applicants: event.type === 'user.submitPersons' ? event.applicants : [],
        }),
        onDone: '#journey.accountDetails',
        onError: failTo('saveFailed', 'showSaveFailed'),
      },
    },
    saveFailed: popupState('editing', 'Save failed: timed error popup, the form keeps what was typed.'),
  },
});
