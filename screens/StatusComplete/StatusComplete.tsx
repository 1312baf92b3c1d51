import { messages } from '../../src/domain';
import { Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton } from '../shared/status/Buttons';
import { CancelApplicationButton, CancelDialog } from '../shared/status/CancelDialog';
import { StatusPageActions } from '../shared/status/StatusPageActions';
import { detailRows } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.9: an enquiry for a complete application. */
export function StatusCompleteView(p: StatusPageBinding) {
  const { status } = p;
  if (!status) return null;
  return (
    <Page title={messages.applicationReceived}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'amount', 'tenure', 'instalment', 'rate', 'date'])}
      />
      <p>{pageMessages.uploadInvitation}</p>
      <StatusPageActions {...p} upload>
        <BackToHomeButton onClick={p.backToHome} />
      </StatusPageActions>
      <p>
        <CancelApplicationButton asLink disabled={!p.canCancel} onClick={p.cancelApplication} />
      </p>
      <CancelDialog open={p.confirmingCancel} onClose={p.closeCancel} onConfirm={p.confirmCancel} />
    </Page>
  );
}

export default function StatusComplete() {
  return <StatusCompleteView {...useStatusPage()} />;
}
