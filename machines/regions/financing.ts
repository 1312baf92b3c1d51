import { journeySetup } from '../setup';
import { failTo, popupState } from './shared';

/** Spec 1, 2.1 and 4.1: the financing start page, its identity consent popup, create state and save. */
export const financeDetails = journeySetup.createStateConfig({
  description: 'Financing start page: product, type, amount and tenure (Online), then identity consent.',
  meta: { route: 'FinanceDetails', spec: '1: 2.1, 4.1, 5.1' },
  initial: 'editing',
  states: {
    editing: {
      description: 'The applicant fills in the financing form.',
      on: {
        'user.submitFinancing': { target: 'consent', actions: 'assignFinancing' },
        'user.openWelcome': '#journey.welcome',
      },
    },
    consent: {
      tags: ['consent'],
      description: 'National-identity retrieval declaration popup; Proceed is enabled once the consent box is ticked.',
      on: { 'user.back': 'editing', 'user.proceed': 'creatingState' },
    },
    creatingState: {
      tags: ['busy'],
      description: 'Create the state record that starts identity retrieval (package 13000).',
      invoke: {
        id: 'createState',
        src: 'createState',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'savingApplication', actions: 'assignState' },
        onError: failTo('failed', 'showServiceUnavailable'),
      },
    },
    savingApplication: {
      tags: ['busy'],
      description: 'Save the financing application; the bank answers with the reference number.',
      invoke: {
        id: 'saveFinancing',
        src: 'saveFinancing',
        input: ({ context }) => ({ token: context.token ?? '', application: { ...context.financing!, stateId: context.stateId ?? '' } }),
        onDone: { target: '#journey.myInfoLanding', actions: 'assignReference' },
        onError: failTo('failed', 'showSaveFailed'),
      },
    },
    failed: popupState('editing', 'Create state or save failed: timed error popup, then the form again.'),
  },
});
