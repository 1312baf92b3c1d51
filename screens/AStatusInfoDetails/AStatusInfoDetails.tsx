import { messages } from '../../domain';
import { ReadOnly } from '../../ui/fields';
import { Actions, Page } from '../../ui/layout';
import { ApplicationDetails } from '../shared/status/ApplicationDetails';
import { aipHeaderRows } from '../shared/status/aipHeader';
import { BackToHomeButton, UploadButton } from '../shared/status/Buttons';
import { CombinedList } from '../shared/status/CombinedList';
import { PdfPrintButtons } from '../shared/status/PdfPrint';
import { SupportEmailLine } from '../shared/status/SupportEmailLine';
import { useAipStatus } from '../shared/status/useAipStatus';

/** A decorative mark for the LAP title (spec 3, 2 "Title and image for LAP"). */
function ApprovedMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="#f0fbf3" stroke="#1e7b34" strokeWidth="3" />
      <path d="M16 29 l8 8 l16 -18" fill="none" stroke="#1e7b34" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Spec 3, 2 "AIP pending page" (LAP): approved, the letter of offer to follow. */
export default function AStatusInfoDetails() {
  const aip = useAipStatus();
  if (!aip) return null;
  const { status, extras, expiry } = aip;
  return (
    <Page
      title={messages.aipPendingTitle}
      intro={
        <>
          <ApprovedMark />
          <p>{messages.aipPendingBody}</p>
        </>
      }
    >
      <ApplicationDetails rows={aipHeaderRows(status, extras)}>
        <CombinedList status={status} />
        <ReadOnly label={expiry.label} value={expiry.value} testId={expiry.testId} />
      </ApplicationDetails>
      <Actions>
        <UploadButton />
        <PdfPrintButtons savePdfLabel={messages.saveThisPdf} printLabel={messages.printThis} />
        <BackToHomeButton />
      </Actions>
      <SupportEmailLine />
    </Page>
  );
}
