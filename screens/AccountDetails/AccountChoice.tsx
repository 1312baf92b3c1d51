import { labels, messages } from '../../domain/messages';
import { ReadOnly, SelectField } from '../../ui/fields';

/**
 * The disbursement account (spec 1, 2.3 and 4.3): none -> a notice; one -> shown read-only (it is
 * selected automatically); several -> a required dropdown.
 */
export function AccountChoice({ accounts }: { accounts: string[] }) {
  if (accounts.length === 0) {
    return (
      <p className="notice" role="status" data-testid="no-account">
        {messages.noCurrentOrSavingsAccount}
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
