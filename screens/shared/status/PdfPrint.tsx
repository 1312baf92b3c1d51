import { messages } from '../../../domain';
import { printPage } from './navigation';
import { usePdfPrint } from './usePdfPrint';

interface Props {
  savePdfLabel: string;
  printLabel: string;
  saving: boolean;
  failed: boolean;
  onSavePdf: () => void;
}

/** Save PDF and Print (spec 2, 2.8-2.12; spec 3, 2); a failed download says so under the buttons. */
export function PdfPrintView({ savePdfLabel, printLabel, saving, failed, onSavePdf }: Props) {
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
          {messages.pdfFailed}
        </p>
      )}
    </>
  );
}

/** The chart downloads GetApplicationPDF/{stateId}/{refNo}; the page saves it as '<ApplicationNo>.pdf' (spec 2, 9). */
export function PdfPrintButtons({ savePdfLabel = messages.savePdf, printLabel = messages.print }: { savePdfLabel?: string; printLabel?: string }) {
  const { saving, failed, savePdf } = usePdfPrint();
  return <PdfPrintView savePdfLabel={savePdfLabel} printLabel={printLabel} saving={saving} failed={failed} onSavePdf={savePdf} />;
}
