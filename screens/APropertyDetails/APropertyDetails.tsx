import { Page } from '../../src/ui/layout';
import { PropertyForm } from '../shared/property/PropertyForm';
import { text } from '../shared/property/text';
import { useAPropertyDetails, type APropertyDetailsBinding } from './useAPropertyDetails';
import { pageMessages } from '../../src/domain/pageMessages';

export function APropertyDetailsView({ existingOtp, ...property }: APropertyDetailsBinding) {
  return (
    <Page title={text.titleAip}>
      <PropertyForm aip {...property} />
      {existingOtp && (
        <p className="notice" data-testid="aip-not-loan-offer">
          {pageMessages.aipNotInPrinciple}
        </p>
      )}
    </Page>
  );
}

/**
 * Property details for AIP (spec 3, 2): the form with the account part, and the note that an
 * approval in-principle is not a loan offer when the applicant already has an Option to Purchase.
 */
export default function APropertyDetails() {
  return <APropertyDetailsView {...useAPropertyDetails()} />;
}
