import { messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton, UploadButton } from '../shared/status/Buttons';
import { CancelApplicationButton, CancelDialog } from '../shared/status/CancelDialog';
import { PdfPrintButtons } from '../shared/status/PdfPrint';
import { detailRows } from '../shared/status/statusView';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';

/** Spec 2, 2.9: an enquiry for a complete application. */
export function StatusCompleteView(p: StatusPageBinding) {
  const { status } = p;
  if (!status) return null;
  return (
    <Page title={messages.applicationReceived}>
      <ApplicationDetails
        rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'amount', 'tenure', 'instalment', 'rate', 'date'])}
      />
      <p>{messages.uploadInvitation}</p>
      <Actions>
        <UploadButton onClick={p.openUploads} />
        <PdfPrintButtons saving={p.savingPdf} failed={p.pdfFailed} onSavePdf={p.savePdf} />
        <BackToHomeButton onClick={p.backToHome} />
      </Actions>
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
