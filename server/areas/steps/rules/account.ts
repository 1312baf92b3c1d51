import { TYPED_ACCOUNT_NUMBER_PATTERN, typedAccountNumberMessage } from '../../../../src/domain/schemas';
import { invalid, type Refusal } from '../../refusal';

/* What the bank decides about the disbursement account (spec 1, 4.3 and 5.3; spec 3, 9). */

/**
 * With the account-check service on, the account must be one of the business's accounts (the list the
 * applicant chose from), and is required when there are several. With it off there is no list: the
 * applicant typed the number, which must be digits of a plausible length.
 */
export function accountNumberRefusal(accountNo: string, check: { accountCheck: boolean; accounts: readonly string[] }): Refusal | undefined {
  if (!check.accountCheck) {
    if (TYPED_ACCOUNT_NUMBER_PATTERN.test(accountNo)) return undefined;
    return invalid(`disbursement_Branch_Account_No ${accountNo || '(empty)'} is not an account number: ${typedAccountNumberMessage}`, [
      { path: 'disbursement_Branch_Account_No', message: typedAccountNumberMessage },
    ]);
  }
  if (accountNo && !check.accounts.includes(accountNo)) {
    return invalid(`disbursement_Branch_Account_No ${accountNo} is not one of the business's accounts.`, [
      { path: 'disbursement_Branch_Account_No', message: 'is not one of the accounts of getAccountList' },
    ]);
  }
  if (!accountNo && check.accounts.length > 1) {
    // Spec 1, 5.3: an account is required when more than one exists.
    return invalid('disbursement_Branch_Account_No is required: the business has more than one account.', [
      { path: 'disbursement_Branch_Account_No', message: 'is required when the business has more than one account' },
    ]);
  }
  return undefined;
}
