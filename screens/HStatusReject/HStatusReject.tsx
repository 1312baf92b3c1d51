import { Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeActions } from '../shared/status/Buttons';
import { rejectKind, rejectMessage } from '../../src/domain/statusView';
import { detailRows, type DetailField } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.16 and spec 3, 2 "Rejected page": 'Oops!', the message by ApplicationProgress, the details
 * (the amount hidden when the bank could not process the application online) and Back To Home.
 */
export function HStatusRejectView({ status, backToHome }: StatusPageBinding) {
  if (!status) return null;
  const hideAmount = rejectKind(status.ApplicationProgress) === 'UM';
  const fields: DetailField[] = ['applicationNo', 'uen', 'facility', 'financingType', 'purpose', ...(hideAmount ? [] : (['amount'] as const)), 'combined', 'submissionDate'];
  return (
    <Page title={pageMessages.oops}>
      <p data-testid="reject-message">{rejectMessage(status)}</p>
      <ApplicationDetails rows={detailRows(status, fields)} />
      <BackToHomeActions onClick={backToHome} />
    </Page>
  );
}

export default function HStatusReject() {
  return <HStatusRejectView {...useStatusPage()} />;
}
