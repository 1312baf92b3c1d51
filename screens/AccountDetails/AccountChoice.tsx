import { labels, messages } from '../../src/domain/messages';
import { ReadOnly, SelectField } from '../../src/ui/fields';
import { pageMessages } from '../../src/domain/pageMessages';

/** Said while the bank has not answered about the accounts: a null list then means "not yet". */
export function AccountsLoading() {
  return (
    <p className="notice" role="status" data-testid="accounts-loading">
      {pageMessages.accountsLoading}
    </p>
  );
}

/**
 * The disbursement account (spec 1, 2.3 and 4.3): not answered yet -> a loading status; no result
 * (null) -> that notice; none ([]) -> the no-account notice; one -> shown read-only (it is selected
 * automatically); several -> a required dropdown.
 */
export function AccountChoice({ accounts, pending }: { accounts: string[] | null; pending: boolean }) {
  if (pending) return <AccountsLoading />;
  if (accounts === null || accounts.length === 0) {
    return (
      <p className="notice" role="status" data-testid="no-account">
        {accounts === null ? pageMessages.noAccountResult : pageMessages.noCurrentOrSavingsAccount}
      </p>
    );
  }
  if (accounts.length === 1) {
    return (
      <dl>
        <ReadOnly label={labels.disbursement_Branch_Account_No} value={accounts[0]} testId="disbursement_Branch_Account_No" />
      </dl>
    );
  }
  return (
    <SelectField
      name="disbursement_Branch_Account_No"
      label={labels.disbursement_Branch_Account_No}
      options={accounts.map((a) => ({ code: a, label: a }))}
      placeholder={messages.pleaseSelect}
    />
  );
}
