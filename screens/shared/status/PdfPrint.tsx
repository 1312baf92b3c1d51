import { useState } from 'react';
import { paths } from '../../../contract';
import { downloadBlob } from '../../../services/upload';
import { JourneyContext } from '../../../machines/journeyContext';
import { messages } from '../../../domain';
import { saveBlob } from '../../../ui/saveFile';
import { printPage } from './navigation';


/**
 * Save PDF and Print (spec 2, 2.8-2.12; spec 3, 2). Save PDF downloads GET GetApplicationPDF/{stateId}/{refNo}
 * and saves it as '<ApplicationNo>.pdf' (spec 2, 9); a failure says so under the buttons.
 */
export function PdfPrintButtons({ savePdfLabel = messages.savePdf, printLabel = messages.print }: { savePdfLabel?: string; printLabel?: string }) {
  const token = JourneyContext.useSelector((s) => s.context.token);
  const stateId = JourneyContext.useSelector((s) => s.context.stateId);
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const applicationNo = JourneyContext.useSelector((s) => s.context.status?.ApplicationNo ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  async function savePdf() {
    setState('saving');
    try {
      const blob = await downloadBlob(token ?? '', paths.applicationPdf(stateId ?? '', referenceNo ?? applicationNo));
      saveBlob(blob, `${applicationNo || referenceNo || 'application'}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className="secondary" onClick={() => void savePdf()} disabled={state === 'saving'} aria-busy={state === 'saving'}>
        {savePdfLabel}
      </button>
      <button type="button" className="secondary" onClick={printPage}>
        {printLabel}
      </button>
      {state === 'failed' && (
        <p role="alert" className="field-error" data-testid="pdf-failed">
          {messages.pdfFailed}
        </p>
      )}
    </>
  );
}
