import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState } from './shared';

/** Spec 1, 2.1 and 4.1: the financing start page, its declarations popups, create state and save. */
export const financeDetails = journeySetup.createStateConfig({
  description: 'Financing start page: product, type, amount or purposes, then the declarations and identity consent.',
  meta: { route: 'FinanceDetails', spec: '1: 2.1, 4.1, 5.1' },
  initial: 'editing',
  states: {
    editing: {
      description: 'The applicant fills in the financing form.',
      on: {
        'user.submitFinancing': [
          { guard: 'needsSchemeDeclaration', target: 'schemeDeclaration', actions: 'assignFinancing' },
          { target: 'consent', actions: 'assignFinancing' },
        ],
        'user.openWelcome': '#journey.welcome',
        'user.openResume': '#journey.resumeApplication',
      },
    },
    schemeDeclaration: {
      tags: ['schemeDeclaration'],
      description: 'Personalised with Government Assistance: the Enterprise Financing Scheme declaration first (Back or Proceed).',
      on: { 'user.back': 'editing', 'user.proceed': 'consent' },
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

/**
 * Spec 1, 2.1 and 4.1 edit mode (route editdetails with refNo), opened by the summary's edit button:
 * the saved application is loaded, product change and captcha are disabled, Continue saves and returns
 * to the summary.
 */
export const editDetails = journeySetup.createStateConfig({
  description: 'The start page in edit mode: the saved application, product fixed, Continue saves and returns to the summary.',
  meta: { route: 'editdetails', spec: '1: 2.1, 4.1; 2: 2.3' },
  entry: 'setEditMode',
  exit: 'clearEditMode',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Load the saved application by its reference number.',
      invoke: {
        id: 'loadFinancing',
        src: 'loadFinancing',
        input: ({ context }) => ({ token: context.token ?? '', refNo: context.referenceNo ?? '' }),
        onDone: { target: 'editing', actions: 'assignLoadedFinancing' },
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading the saved application failed.'),
    editing: {
      description: 'The applicant changes amount, tenure, purposes or codes; Back returns to the summary unchanged.',
      on: {
        'user.submitFinancing': { target: 'saving', actions: 'assignFinancing' },
        'user.back': '#journey.preview',
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Update the saved application, then the summary again.',
      invoke: {
        id: 'updateFinancing',
        src: 'updateFinancing',
        input: ({ context }) => ({
          token: context.token ?? '',
          application: { ...context.financing!, referenceNo: context.referenceNo ?? '', stateId: context.stateId ?? '' },
        }),
        onDone: '#journey.preview',
        onError: failTo('saveFailed', 'showSaveFailed'),
      },
    },
    saveFailed: popupState('editing', 'Save failed: timed error popup, the form keeps what was typed.'),
  },
});
