import { Page } from '../../src/ui/layout';
import { PropertyForm } from '../shared/property/PropertyForm';
import { text } from '../shared/property/text';
import { useProperty, type PropertyBinding } from '../shared/property/useProperty';

export function PropertyDetailsView(props: PropertyBinding) {
  return (
    <Page title={text.titleStandard}>
      <PropertyForm aip={false} {...props} />
    </Page>
  );
}

/** Standard property details (spec 3, 2 "Standard property details"): the form without the account part. */
export default function PropertyDetails() {
  return <PropertyDetailsView {...useProperty()} />;
}
