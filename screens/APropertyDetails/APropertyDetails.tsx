import { JourneyContext } from '../../machines/journeyContext';
import { messages } from '../../domain/messages';
import { Page } from '../../ui/layout';
import { PropertyForm } from '../shared/property/PropertyForm';
import { text } from '../shared/property/text';

/**
 * Property details for AIP (spec 3, 2): the form with the account part, and the note that an
 * approval in-principle is not a loan offer when the applicant already has an Option to Purchase.
 */
export default function APropertyDetails() {
  const existingOtp = JourneyContext.useSelector((s) => s.context.financing?.isExistingOTPAvailable === 'Y');
  return (
    <Page title={text.titleAip}>
      <PropertyForm aip />
      {existingOtp && (
        <p className="notice" data-testid="aip-not-loan-offer">
          {messages.aipNotInPrinciple}
        </p>
      )}
    </Page>
  );
}
