import type { ReactNode } from 'react';
import { Actions } from '../../../src/ui/layout';
import { UploadButton } from './Buttons';
import { CancelApplicationButton, CancelDialog } from './CancelDialog';
import { PdfPrintButtons } from './PdfPrint';
import type { StatusPageBinding } from './useStatusPage';
import { pageMessages } from '../../../src/domain/pageMessages';

/** The documents the upload page just stored, by name, beside Upload documents. */
function UploadsConfirmed({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="notice notice-ok" role="status" data-testid="uploads-confirmed">
      {pageMessages.uploadsConfirmed(names)}
    </p>
  );
}

type Props = Omit<StatusPageBinding, 'status' | 'backToHome' | 'restart'> & {
  /** Upload documents first (spec 2, 2.8-2.10). */
  upload?: boolean;
  /** Cancel Application after Save PDF and Print, with its confirmation (spec 2, 2.8 and 2.12), on a row of its own: it discards. */
  cancel?: boolean;
  /** The page's last button: Back To Home or Continue. */
  children: ReactNode;
};

/** A status page's row of buttons around Save PDF and Print, in the spec's order. */
export function StatusPageActions({ upload = false, cancel = false, children, ...p }: Props) {
  return (
    <>
      <UploadsConfirmed names={p.uploadConfirmed} />
      <Actions>
        {upload && <UploadButton onClick={p.openUploads} />}
        <PdfPrintButtons saving={p.savingPdf} failed={p.pdfFailed} onSavePdf={p.savePdf} />
        {children}
      </Actions>
      {cancel && (
        <div className="actions actions-destructive">
          <CancelApplicationButton disabled={!p.canCancel} onClick={p.cancelApplication} />
        </div>
      )}
      {cancel && <CancelDialog open={p.confirmingCancel} onClose={p.closeCancel} onConfirm={p.confirmCancel} />}
    </>
  );
}
