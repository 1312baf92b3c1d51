import { z } from 'zod';
import { ACCOUNT_NUMBER_MAX } from '../domain/propertyReference';
import { Text, envelope, formEnvelope } from './common';

export const Branch = z.object({
  branchCode: z.string(),
  branchDescription: z.string(),
  terminalId: z.string().optional(),
});
export type Branch = z.infer<typeof Branch>;

/** The branch list is the one read that answers with didError instead of isSucess. */
export const BranchListResponse = z.object({ didError: z.boolean(), message: z.string().optional(), model: z.array(Branch) });
export type BranchListResponse = z.infer<typeof BranchListResponse>;

export const AccountItem = z.object({ accountNumber: z.string() });
/** Spec 1, 3.7: a JSON string or an array; null while the bank is still fetching the list. */
export const AccountList = z.union([z.string(), z.array(AccountItem)]).nullable();

export const GetAccountListResponse = formEnvelope(z.object({ Accountlist: AccountList }));
export type GetAccountListResponse = z.infer<typeof GetAccountListResponse>;

export const AccountDetailsModel = z.object({
  disbursement_Branch_Code: Text,
  disbursement_Branch_Desc: Text,
  disbursement_Branch_Account_No: Text,
});
export type AccountDetailsModel = z.infer<typeof AccountDetailsModel>;
export const GetAccountDetailsResponse = envelope(AccountDetailsModel.nullable());
export type GetAccountDetailsResponse = z.infer<typeof GetAccountDetailsResponse>;

export const SaveAccountRequest = z.object({
  stateId: z.string().min(1, 'stateId is required'),
  referenceNo: z.string().min(1, 'referenceNo is required'),
  disbursement_Branch_Code: z.string().min(1, 'disbursement_Branch_Code is required'),
  disbursement_Branch_Desc: z.string(),
  /** Spec 3, 9: a bank account number is at most 80 characters. */
  disbursement_Branch_Account_No: z.string().max(ACCOUNT_NUMBER_MAX),
});
export type SaveAccountRequest = z.infer<typeof SaveAccountRequest>;
