import { JourneyContext } from '../../../machines/journeyContext';
import { aipExpiryRow } from './aipHeader';

/** What the AIP status pages show: the status, what the bank sent with it, and the AIP's expiry row; null before the status. */
export function useAipStatus() {
  const status = JourneyContext.useSelector((s) => s.context.status);
  const extras = JourneyContext.useSelector((s) => s.context.statusExtras);
  return status ? { status, extras, expiry: aipExpiryRow(status) } : null;
}
