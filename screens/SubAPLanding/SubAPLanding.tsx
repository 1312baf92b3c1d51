import { JourneyContext } from '../../machines/journeyContext';
import { Actions, Page } from '../../ui/layout';

/**
 * Spec 2, 4 "Return from the national identity service" step 5: an authorised person invited to an
 * application other than the term loan lands here after the identity service. Wording ours.
 */
export default function SubAPLanding() {
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const name = JourneyContext.useSelector((s) => s.context.lookup?.result?.name);
  const send = JourneyContext.useActorRef().send;
  return (
    <Page title="Welcome, authorised person">
      <p>
        {name ? `${name}, you` : 'You'} have been invited to complete your part of application{' '}
        <strong data-testid="application-number">{referenceNo}</strong>.
      </p>
      <p>Your details have been retrieved from Myinfo. Check them, add your contact details, accept the declarations and submit with a one-time password.</p>
      <Actions>
        <button type="button" onClick={() => send({ type: 'user.continue' })}>
          Continue
        </button>
      </Actions>
    </Page>
  );
}
