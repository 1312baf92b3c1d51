import { journeySetup } from '../setup';
import { backToPreviewWhenEditing, failTo, loadFailedStates, popupState, postalLookupStates, restart, toPersons } from './shared';

/** Spec 1, 2.2, 4.2 and 5.2: company details, mailing address with postal lookup, financial highlights. */
export const companyDetails = journeySetup.createStateConfig({
  description: 'Read-only company block, mailing address choice with postal lookup, financial highlights.',
  meta: { route: 'CompanyDetails', spec: '1: 2.2, 4.2, 5.2' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Load the company record retrieved from the registry.',
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: [
          { guard: 'isEmptyResult', target: '#journey.invalidEntity', actions: 'assignEmptyCompany' },
          { guard: { type: 'isResumedWithGasScheme', params: ({ event }) => event.output }, target: 'redeclaringScheme', actions: 'assignCompany' },
          { target: 'editing', actions: 'assignCompany' },
        ],
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading company details failed.'),
    redeclaringScheme: {
      tags: ['schemeDeclaration'],
      description: 'Resumed with the GAS flag: the Enterprise Financing Scheme declaration again; Proceed shows the form, Back starts again.',
      on: { ...restart, 'user.proceed': 'editing' },
    },
    editing: {
      description: 'The applicant completes the mailing address and financial highlights (Back on a resumed GAS declaration starts again).',
      on: {
        ...restart,
        'user.lookupPostal': 'lookingUpPostal',
        'user.submitCompany': { target: 'saving', actions: 'assignCompanyDraft' },
      },
    },
    ...postalLookupStates('Postal code lookup for the mailing address (no Authorization header).'),
    saving: {
      tags: ['busy'],
      description: 'Save the mailing address and financial highlights together.',
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => ({
          token: context.token ?? '',
          payload: { ...context.companyDraft!, stateId: context.stateId ?? '', referenceNo: context.referenceNo ?? '' },
        }),
        onDone: [backToPreviewWhenEditing, ...toPersons],
        onError: failTo('saveFailed', 'showSaveFailed'),
      },
    },
    saveFailed: popupState('editing', 'Save failed: timed error popup, the form keeps what was typed.'),
  },
});
