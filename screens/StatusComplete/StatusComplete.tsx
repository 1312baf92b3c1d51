import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton, UploadButton } from '../shared/status/Buttons';
import { CancelApplicationButton, CancelDialog } from '../shared/status/CancelDialog';
import { PdfPrintButtons } from '../shared/status/PdfPrint';
import { detailRows } from '../shared/status/statusView';
import { useStatus } from '../shared/status/useStatus';

/** Spec 2, 2.9: an enquiry for a complete application. */
export default function StatusComplete() {
  const status = useStatus();
  if (!status) return null;
  return (
    <Page title={messages.applicationReceived}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'amount', 'tenure', 'instalment', 'rate', 'date'])}
      />
      <p>{messages.uploadInvitation}</p>
      <Actions>
        <UploadButton />
        <PdfPrintButtons />
        <BackToHomeButton />
      </Actions>
      <p>
        <CancelApplicationButton asLink />
      </p>
      <CancelDialog />
    </Page>
  );
}
