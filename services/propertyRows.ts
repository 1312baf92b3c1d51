import type { PropertyDetails } from '../src/contract';
import { ServiceError } from './errors';
import { getPropertyDetails, saveProperty } from './smedl';

/** A row of the summary's property tables (spec 2, 2.3), by the keys that make it unique (spec 3, 5). */
export type PropertyRowRef =
  | { list: 'balances'; bankName: string; accountNumber: string; currency: string }
  | { list: 'commitments'; loanProductType: string };

/** The saved property details without that row. */
export function withoutRow(details: PropertyDetails, row: PropertyRowRef): PropertyDetails {
  if (row.list === 'commitments') {
    return { ...details, monthlyDebtCommitments: details.monthlyDebtCommitments.filter((m) => m.loanProductType !== row.loanProductType) };
  }
  const same = (b: PropertyDetails['bankBalanceDetails'][number]) =>
    b.bankName === row.bankName && b.accountNumber === row.accountNumber && b.currency === row.currency;
  return { ...details, bankBalanceDetails: details.bankBalanceDetails.filter((b) => !same(b)) };
}

/**
 * Remove on the summary's bank balance and debt commitment tables: the saved property details are read
 * again (GetPropertyDetails) and saved without the row (PropertyDetails), so nothing else changes.
 */
export async function removePropertyRow(token: string, referenceNo: string, row: PropertyRowRef): Promise<void> {
  const saved = await getPropertyDetails(token, referenceNo);
  if (!saved) throw new ServiceError('rejected', 'No property details have been saved for this application.');
  await saveProperty(token, withoutRow(saved, row));
}
