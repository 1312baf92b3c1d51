import { output, withOutput } from '../actorResults';
import { sessionToken } from '../session';
import { journeySetup } from '../setup';
import { callState, loadFailedStates, loadingState, popupState, saveFailedState, savingState, toMissingPropertyStep } from './shared';
import { toSignIn } from './identity';

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
        'user.openWelcome': '#journey.returning.welcome',
        'user.openResume': '#journey.returning.resumeApplication',
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
    creatingState: callState('Create the state record that starts identity retrieval (package 13000: not a continue).', 'failed', 'showServiceUnavailable', {
      src: 'createState',
      input: ({ context }) => ({ token: sessionToken(context) }),
      onDone: { target: 'savingApplication', actions: { type: 'assignState', params: output } },
    }),
    savingApplication: callState('Save the financing application; the bank answers with the reference number.', 'failed', 'showSaveFailed', {
      src: 'saveFinancing',
      input: ({ context }) => ({ token: sessionToken(context), application: { ...context.financing!, stateId: context.stateId ?? '' } }),
      onDone: toSignIn.map((t) => ({ ...t, actions: withOutput('assignReference') })),
    }),
    failed: popupState('editing', 'Create state or save failed: timed error popup, then the form again.'),
  },
});

/**
 * Spec 1, 2.1 and 4.1 edit mode (route editdetails with refNo), opened by the summary's edit button:
 * the saved application is loaded, product change and captcha are disabled, Continue saves and returns
 * to the summary. The screen reads the mode from the tag.
 */
export const editDetails = journeySetup.createStateConfig({
  description: 'The start page in edit mode: the saved application, product fixed, Continue saves and returns to the summary.',
  meta: { route: 'editdetails', spec: '1: 2.1, 4.1; 2: 2.3' },
  tags: ['editMode'],
  initial: 'loading',
  states: {
    loading: loadingState('Load the saved application by its reference number.', {
      src: 'loadFinancing',
      input: ({ context }) => ({ token: sessionToken(context), refNo: context.referenceNo ?? '' }),
      onDone: { target: 'editing', actions: withOutput('assignLoadedFinancing') },
    }),
    ...loadFailedStates('Loading the saved application failed.', '#journey.application.preview'),
    editing: {
      description: 'The applicant changes amount, tenure, purposes or codes; Back returns to the summary unchanged.',
      on: {
        'user.submitFinancing': [
          { guard: 'addsSchemeDeclaration', target: 'schemeDeclaration', actions: 'assignFinancing' },
          { target: 'saving', actions: 'assignFinancing' },
        ],
        'user.back': '#journey.application.preview',
      },
    },
    schemeDeclaration: {
      tags: ['schemeDeclaration'],
      description: 'Government Assistance added by this edit: the Enterprise Financing Scheme declaration first (Back or Proceed).',
      on: { 'user.back': 'editing', 'user.proceed': 'saving' },
    },
    saving: savingState('Update the saved application, then the summary again (through the property step if the edit added it).', {
      src: 'updateFinancing',
      input: ({ context }) => ({
        token: sessionToken(context),
        application: { ...context.financing!, referenceNo: context.referenceNo ?? '', stateId: context.stateId ?? '' },
      }),
      onDone: [...toMissingPropertyStep, { target: '#journey.application.preview' }],
    }),
    saveFailed: saveFailedState(),
  },
});
