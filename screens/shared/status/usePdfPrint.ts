import { JourneyContext } from '../../../machines/journeyContext';
import { useSaveEmittedFiles } from '../useSaveEmittedFiles';

/** Save PDF as the chart runs it: downloading, failed, and the event that starts it. */
export function usePdfPrint() {
  const saving = JourneyContext.useSelector((s) => s.hasTag('savingPdf'));
  const failed = JourneyContext.useSelector((s) => s.hasTag('pdfFailed'));
  const send = JourneyContext.useActorRef().send;
  useSaveEmittedFiles();
  return { saving, failed, savePdf: () => send({ type: 'user.savePdf' }) };
}
