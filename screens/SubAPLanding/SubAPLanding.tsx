import { Actions, Page } from '../../src/ui/layout';
import { useSubAPLanding, type SubAPLandingBinding } from './useSubAPLanding';

/**
 * Spec 2, 4 "Return from the national identity service" step 5: an authorised person invited to an
 * application other than the term loan lands here after the identity service. Wording ours.
 */
export function SubAPLandingView({ referenceNo, name, continueOn }: SubAPLandingBinding) {
  return (
    <Page title="Welcome, authorised person">
      <p>
        {name ? `${name}, you` : 'You'} have been invited to complete your part of application{' '}
        <strong data-testid="application-number">{referenceNo}</strong>.
      </p>
      <p>Your details have been retrieved from Myinfo. Check them, add your contact details, accept the declarations and submit with a one-time password.</p>
      <Actions>
        <button type="button" onClick={continueOn}>
          Continue
        </button>
      </Actions>
    </Page>
  );
}

export default function SubAPLanding() {
  return <SubAPLandingView {...useSubAPLanding()} />;
}
