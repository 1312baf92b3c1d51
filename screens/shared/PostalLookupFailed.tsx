import { pageMessages } from '../../src/domain/pageMessages';

/**
 * The one message of a failed postal search, under the search, for as long as the chart says the lookup
 * failed: what went wrong and the two ways on (spec 1, 5.4: the address is cleared).
 */
export function PostalLookupFailed({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <p className="field-error" role="alert" data-testid="postal-lookup-failed">
      {pageMessages.postalLookupFailed}
    </p>
  );
}
