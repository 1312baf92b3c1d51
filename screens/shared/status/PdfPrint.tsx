import { printPage } from './navigation';
import { pageMessages } from '../../../src/domain/pageMessages';

interface Props {
  savePdfLabel?: string;
  printLabel?: string;
  saving: boolean;
  failed: boolean;
  onSavePdf: () => void;
}

/**
 * Save PDF and Print (spec 2, 2.8-2.12; spec 3, 2). The chart downloads GetApplicationPDF/{stateId}/{refNo}
 * and the page saves it as '<ApplicationNo>.pdf' (spec 2, 9); a failed download says so under the buttons.
 */
export function PdfPrintButtons({ savePdfLabel = pageMessages.savePdf, printLabel = pageMessages.print, saving, failed, onSavePdf }: Props) {
  return (
    <>
      <button type="button" className="secondary" onClick={onSavePdf} disabled={saving} aria-busy={saving}>
        {savePdfLabel}
      </button>
      <button type="button" className="secondary" onClick={printPage}>
        {printLabel}
      </button>
      {failed && (
        <p role="alert" className="field-error" data-testid="pdf-failed">
          {pageMessages.pdfFailed}
        </p>
      )}
    </>
  );
}
