import { journeySetup } from '../setup';
import { failTo, loadFailedStates, popupState } from './shared';

/** Spec 1, 2.3, 4.3 and 5.3: disbursement branch and account (term-loan product). */
export const accountDetails = journeySetup.createStateConfig({
  description: 'Preferred disbursement branch and account.',
  meta: { route: 'AccountDetails', spec: '1: 2.3, 4.3, 5.3' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Branch list, then account list, then the saved form.',
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: { target: 'editing', actions: 'assignAccounts' },
        onError: failTo('loadFailed', 'showGetFailed'),
      },
    },
    ...loadFailedStates('Loading branches or accounts failed.'),
    editing: {
      description: 'The applicant picks a branch and, when there are several, an account.',
      on: {
        'user.submitAccount': 'saving',
        'user.back': '#journey.personDetails',
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Save the account details.',
      invoke: {
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          payload: {
            ...(event.type === 'user.submitAccount' ? event.values : { disbursement_Branch_Code: '', disbursement_Branch_Desc: '', disbursement_Branch_Account_No: '' }),
            stateId: context.stateId ?? '',
            referenceNo: context.referenceNo ?? '',
          },
        }),
        onDone: '#journey.declarations',
        onError: failTo('saveFailed', 'showSaveFailed'),
      },
    },
    saveFailed: popupState('editing', 'Save failed: timed error popup, the form keeps what was chosen.'),
  },
});
