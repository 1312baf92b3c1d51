import type { StatusDtls } from '../../../src/contract';
import type { StatusExtras } from '../../../machines/types';
import { detailRow, detailRows, type DetailRow } from './detailRows';

/** The header fields of the AIP pages (spec 3, 2): the combined products follow as a list, then the AIP expiry. */
export function aipHeaderRows(status: StatusDtls, extras: StatusExtras | null): DetailRow[] {
  const address = extras?.property?.PropertyAddress ?? '';
  return detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'purpose', 'amount', ...(address ? (['propertyAddress'] as const) : [])], {
    propertyAddress: address,
  });
}

export const aipExpiryRow = (status: StatusDtls): DetailRow => detailRow(status, 'aipExpiry');
