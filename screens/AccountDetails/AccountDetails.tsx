import { Page } from '../../src/ui/layout';
import { AccountDialogs } from './AccountDialogs';
import { AccountForm } from './AccountForm';
import { AccountsLoading } from './AccountChoice';
import { LoadFailed } from '../shared/LoadFailed';
import { text } from './text';
import { useAccountDetails, type AccountDetailsBinding } from './useAccountDetails';

export function AccountDetailsView({ loadFailed, accounts, accountsPending, typedAccount, submit, back, ...dialogs }: AccountDetailsBinding) {
  if (loadFailed) return <LoadFailed title={text.title} />;
  return (
    <Page title={text.title}>
      {accounts ? (
        <AccountForm data={accounts} pending={accountsPending} typed={typedAccount} onSubmit={submit} onBack={back} />
      ) : (
        <AccountsLoading />
      )}
      <AccountDialogs {...dialogs} />
    </Page>
  );
}

/** Account details for the disbursement (spec 1, 2.3): a thin view of journey.application.accountDetails. */
export default function AccountDetails() {
  return <AccountDetailsView {...useAccountDetails()} />;
}
