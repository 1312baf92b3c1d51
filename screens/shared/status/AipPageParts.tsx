import type { StatusDtls } from '../../../src/contract';
import type { StatusExtras } from '../../../machines/types';
import { ReadOnly } from '../../../src/ui/fields';
import { Actions } from '../../../src/ui/layout';
import { ApplicationDetails } from './ApplicationDetails';
import { aipExpiryRow, aipHeaderRows } from './aipHeader';
import { BackToHomeButton, UploadButton } from './Buttons';
import { CombinedList } from './CombinedList';
import { PdfPrintButtons } from './PdfPrint';
import { SupportEmailLine } from './SupportEmailLine';
import type { StatusPageBinding } from './useStatusPage';
import { pageMessages } from '../../../src/domain/pageMessages';

/** The AIP pages' application details (spec 3, 2): the header rows, the combined products, the AIP expiry. */
export function AipApplicationDetails({ status, extras }: { status: StatusDtls; extras: StatusExtras | null }) {
  const expiry = aipExpiryRow(status);
  return (
    <ApplicationDetails rows={aipHeaderRows(status, extras)}>
      <CombinedList status={status} />
      <ReadOnly label={expiry.label} value={expiry.value} testId={expiry.testId} />
    </ApplicationDetails>
  );
}

type ActionsProps = Pick<StatusPageBinding, 'savingPdf' | 'pdfFailed' | 'savePdf' | 'openUploads' | 'backToHome'>;

/** The AIP approved and pending pages' buttons (spec 3, 2), then the support mailbox. */
export function AipPageActions({ savingPdf, pdfFailed, savePdf, openUploads, backToHome }: ActionsProps) {
  return (
    <>
      <Actions>
        <UploadButton onClick={openUploads} />
        <PdfPrintButtons savePdfLabel={pageMessages.saveThisPdf} printLabel={pageMessages.printThis} saving={savingPdf} failed={pdfFailed} onSavePdf={savePdf} />
        <BackToHomeButton onClick={backToHome} />
      </Actions>
      <SupportEmailLine />
    </>
  );
}
