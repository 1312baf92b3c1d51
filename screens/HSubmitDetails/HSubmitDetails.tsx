import { ThankYouPage } from '../shared/status/ThankYouPage';
import { useStatusPage } from '../shared/status/useStatusPage';

/** Spec 2, 2.8 for the personalised and property products: the same page with the purposes line. */
export default function HSubmitDetails() {
  return <ThankYouPage withPurpose {...useStatusPage()} />;
}
