import { ThankYouPage } from '../shared/status/ThankYouPage';
import { useStatusPage } from '../shared/status/useStatusPage';

/** Spec 2, 2.8 for the online term loan (BTL). */
export default function SubmitDetails() {
  return <ThankYouPage withPurpose={false} {...useStatusPage()} />;
}
