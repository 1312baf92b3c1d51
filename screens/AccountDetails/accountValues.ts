import type { AccountsData, AccountValues } from '../../machines/types';

export interface AccountFormValues {
  disbursement_Branch_Code: string;
  disbursement_Branch_Account_No: string;
}

/** The accounts the customer can choose from ([] when the list is null: nothing to choose). */
export const accountList = (data: AccountsData): string[] => data.accountNumbers ?? [];

/**
 * Values to start from: the saved branch when it is still offered; a single account is selected
 * automatically (spec 1, 4.3); of several, the saved one when it is still listed.
 */
export function initialAccountValues(data: AccountsData, typed = false): AccountFormValues {
  const list = accountList(data);
  const savedBranch = data.saved?.disbursement_Branch_Code ?? '';
  const savedAccount = data.saved?.disbursement_Branch_Account_No ?? '';
  return {
    disbursement_Branch_Code: data.branches.some((b) => b.branchCode === savedBranch) ? savedBranch : '',
    disbursement_Branch_Account_No: typed ? savedAccount : list.length === 1 ? list[0] : list.includes(savedAccount) ? savedAccount : '',
  };
}

/** The event payload: the branch with its description, and the account ('' when there is none; as typed when typed). */
export function toAccountValues(data: AccountsData, values: AccountFormValues, typed = false): AccountValues {
  const list = accountList(data);
  const branch = data.branches.find((b) => b.branchCode === values.disbursement_Branch_Code);
  const chosen = values.disbursement_Branch_Account_No;
  const account = typed ? chosen.trim() : list.length === 1 ? list[0] : list.includes(chosen) ? chosen : '';
  return {
    disbursement_Branch_Code: values.disbursement_Branch_Code,
    disbursement_Branch_Desc: branch?.branchDescription ?? '',
    disbursement_Branch_Account_No: account,
  };
}
