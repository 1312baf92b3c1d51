import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { BackToHomeButton, UploadButton } from '../shared/status/Buttons';
import { displayDate } from '../../src/domain/statusView';
import { detailRows } from '../shared/status/detailRows';
import { useStatusPage, type StatusPageBinding } from '../shared/status/useStatusPage';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.10: on hold while applicants still have their part to complete. */
export function StatusProgressView({ status, openUploads, backToHome }: StatusPageBinding) {
  if (!status) return null;
  const deadline = displayDate(status.Deadline);
  return (
    <Page title={pageMessages.applicationPending} intro={<p>{pageMessages.onHold}</p>}>
      <p className="notice" data-testid="progress">
        <strong>{messages.submissionInProgress}</strong>
      </p>
      <p data-testid="deadline-notice">{deadline ? pageMessages.completeBefore(deadline) : pageMessages.completeSoon}</p>
      <ApplicationDetails rows={detailRows(status, ['applicationNo', 'uen', 'facility', 'financingType', 'date'])} />
      <p>{pageMessages.uploadInvitation}</p>
      <Actions>
        <UploadButton onClick={openUploads} />
        <BackToHomeButton onClick={backToHome} />
      </Actions>
    </Page>
  );
}

export default function StatusProgress() {
  return <StatusProgressView {...useStatusPage()} />;
}
