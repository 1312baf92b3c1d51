import { Page } from '../../ui/layout';
import { PropertyForm } from '../shared/property/PropertyForm';
import { text } from '../shared/property/text';

/** Standard property details (spec 3, 2 "Standard property details"): the form without the account part. */
export default function PropertyDetails() {
  return (
    <Page title={text.titleStandard}>
      <PropertyForm aip={false} />
    </Page>
  );
}
