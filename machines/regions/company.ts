import { withOutput } from '../actorResults';
import { sessionInput, sessionToken } from '../session';
import { journeySetup } from '../setup';
import {
  backToPreviewWhenEditing,
  emptyToInvalidEntity,
  loadFailedStates,
  loadingState,
  postalLookupStates,
  restart,
  saveFailedState,
  savingState,
  toPersons,
} from './shared';

/** What the company form takes, found address or not (Back on a resumed GAS declaration starts again). */
const companyForm = {
  ...restart,
  'user.lookupPostal': 'lookingUpPostal',
  'user.submitCompany': { target: 'saving', actions: 'assignCompanyDraft' },
} as const;

/** Spec 1, 2.2, 4.2 and 5.2: company details, mailing address with postal lookup, financial highlights. */
export const companyDetails = journeySetup.createStateConfig({
  description: 'Read-only company block, mailing address choice with postal lookup, financial highlights.',
  meta: { route: 'CompanyDetails', spec: '1: 2.2, 4.2, 5.2' },
  initial: 'loading',
  states: {
    loading: loadingState('Load the company record retrieved from the registry.', {
      src: 'loadCompany',
      input: sessionInput,
      onDone: [
        emptyToInvalidEntity('assignEmptyCompany'),
        { guard: withOutput('isResumedWithGasScheme'), target: 'redeclaringScheme', actions: withOutput('assignCompany') },
        { target: 'editing', actions: withOutput('assignCompany') },
      ],
    }),
    ...loadFailedStates('Loading company details failed.'),
    redeclaringScheme: {
      tags: ['schemeDeclaration'],
      description: 'Resumed with the GAS flag: the Enterprise Financing Scheme declaration again; Proceed shows the form, Back starts again.',
      on: { ...restart, 'user.proceed': 'editing' },
    },
    editing: {
      description: 'The applicant completes the mailing address and financial highlights (Back on a resumed GAS declaration starts again).',
      on: companyForm,
    },
    ...postalLookupStates('Postal code lookup for the mailing address (no Authorization header).', companyForm),
    saving: savingState('Save the mailing address and financial highlights together.', {
      src: 'saveCompany',
      input: ({ context }) => ({
        token: sessionToken(context),
        payload: { ...context.companyDraft!, stateId: context.stateId ?? '', referenceNo: context.referenceNo ?? '' },
      }),
      onDone: [backToPreviewWhenEditing, ...toPersons],
    }),
    saveFailed: saveFailedState(),
  },
});
