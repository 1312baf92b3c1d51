import { ACCOUNT_CALL_TIMEOUT_MS, ACCOUNT_LOADING_TIMEOUT_MS, ACCOUNT_POLL_ATTEMPTS, ACCOUNT_POLL_DELAY_MS } from '../../src/domain/constants';
import { withOutput } from '../actorResults';
import { sessionInput, sessionToken } from '../session';
import { journeySetup } from '../setup';
import { backToPreviewWhenEditing, loadFailedStates, loadingState, saveFailedState, savingState, sessionKept, toPersons } from './shared';

/** Spec 1, 2.3, 4.3 and 5.3: disbursement branch and account (term-loan product). */
export const accountDetails = journeySetup.createStateConfig({
  description: 'Preferred disbursement branch and account.',
  meta: { route: 'AccountDetails', spec: '1: 2.3, 4.3, 5.3; 3: 9' },
  initial: 'loading',
  states: {
    loading: loadingState('Branch list, then account list (when the account-check service is on), then the saved form.', {
      src: 'loadAccounts',
      input: ({ context }) => ({ ...sessionInput({ context }), accountCheck: context.features.accountCheck }),
      onDone: [
        { guard: withOutput('isAccountListPending'), target: 'confirmingPoll', actions: withOutput('assignAccounts') },
        { guard: withOutput('hasNoAccounts'), target: 'noAccount', actions: withOutput('assignAccounts') },
        { target: 'editing', actions: withOutput('assignAccounts') },
      ],
    }),
    ...loadFailedStates('Loading branches or accounts failed.'),
    confirmingPoll: {
      tags: ['accountConfirm'],
      description: 'No account is listed yet and none was saved: Yes asks the bank again, No shows the no-result dialog.',
      on: { 'user.confirm': 'polling', 'user.close': 'noResult' },
    },
    polling: {
      tags: ['busy', 'accountPolling'],
      description: `Ask for the account list again (${ACCOUNT_POLL_ATTEMPTS} attempts, ${ACCOUNT_POLL_DELAY_MS} ms apart, ${ACCOUNT_CALL_TIMEOUT_MS} ms per call); the loading dialog gives up after ${ACCOUNT_LOADING_TIMEOUT_MS} ms.`,
      invoke: {
        id: 'pollAccounts',
        src: 'pollAccounts',
        input: sessionInput,
        onDone: [
          { guard: withOutput('isPollStillEmpty'), target: 'noResult' },
          { guard: withOutput('isPollNoAccounts'), target: 'noAccount', actions: withOutput('assignPolledAccounts') },
          { target: 'editing', actions: withOutput('assignPolledAccounts') },
        ],
        onError: { guard: sessionKept, target: 'noResult' },
      },
      after: { ACCOUNT_LOADING: 'noResult' },
    },
    noResult: {
      tags: ['accountNoResult'],
      description: 'OK dialog: no result from the account service. The branch can still be chosen.',
      on: { 'user.close': 'editing' },
    },
    noAccount: {
      tags: ['accountNone'],
      description: 'OK dialog: the user has no current or savings account. The branch can still be chosen.',
      on: { 'user.close': 'editing' },
    },
    editing: {
      description: 'The applicant picks a branch and, when there are several, an account (without the account-check service, types its number).',
      on: {
        'user.submitAccount': 'saving',
        'user.back': toPersons,
      },
    },
    saving: savingState('Save the account details, then the declarations (or back to the summary).', {
      src: 'saveAccount',
      input: ({ context, event }) => ({
        token: sessionToken(context),
        payload: {
          ...(event.type === 'user.submitAccount' ? event.values : { disbursement_Branch_Code: '', disbursement_Branch_Desc: '', disbursement_Branch_Account_No: '' }),
          stateId: context.stateId ?? '',
          referenceNo: context.referenceNo ?? '',
        },
      }),
      onDone: [backToPreviewWhenEditing, { target: '#journey.application.declarations' }],
    }),
    saveFailed: saveFailedState('Save failed: timed error popup, the form keeps what was chosen.'),
  },
});
