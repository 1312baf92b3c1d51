import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../machines/journeyContext';
import type { AccountValues } from '../../machines/types';

/** What journey.application.accountDetails shows: the accounts once loaded, and which of its dialogs is open. */
export const selectAccountDetails = (s: JourneySnapshot) => ({
  loadFailed: s.hasTag('loadFailed'),
  accounts: s.matches({ application: { accountDetails: 'loading' } }) ? null : s.context.accounts,
  /** Until the bank has answered about the accounts, a null list means "not yet", not "none". */
  accountsPending: (['loading', 'confirmingPoll', 'polling'] as const).some((state) => s.matches({ application: { accountDetails: state } })),
  confirmOpen: s.hasTag('accountConfirm'),
  noResultOpen: s.hasTag('accountNoResult'),
  noneOpen: s.hasTag('accountNone'),
  /** Spec 3, 9: without the account-check service there is no list; the applicant types the number. */
  typedAccount: !s.context.features.accountCheck,
});

export function useAccountDetails() {
  const view = useJourneyState(selectAccountDetails);
  const send = JourneyContext.useActorRef().send;
  return {
    ...view,
    submit: (values: AccountValues) => send({ type: 'user.submitAccount', values }),
    back: () => send({ type: 'user.back' }),
    close: () => send({ type: 'user.close' }),
    confirm: () => send({ type: 'user.confirm' }),
  };
}

export type AccountDetailsBinding = ReturnType<typeof useAccountDetails>;
