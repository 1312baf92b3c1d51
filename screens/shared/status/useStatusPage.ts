import { JourneyContext, useJourneyState, type JourneySnapshot } from '../../../machines/journeyContext';
import { useSaveEmittedFiles } from '../useSaveEmittedFiles';
import { goHome } from './navigation';

/**
 * What a status page shows: the status (the chart assigns it before entering any status page), whether
 * Cancel Application is open to it and its confirmation showing, and Save PDF as the chart runs it.
 */
export const selectStatusPage = (s: JourneySnapshot) => ({
  status: s.context.status,
  canCancel: s.can({ type: 'user.cancelApplication' }),
  confirmingCancel: s.hasTag('confirmCancel'),
  savingPdf: s.hasTag('savingPdf'),
  pdfFailed: s.hasTag('pdfFailed'),
  /** The files the upload page just stored, confirmed here where it leads. */
  uploadConfirmed: s.context.uploadConfirmed,
});

/** The events a status page may send; the PDF the chart downloads is saved while the page is shown. */
export function useStatusPageEvents() {
  const send = JourneyContext.useActorRef().send;
  useSaveEmittedFiles();
  return {
    /** The journey starts over, then the browser goes to the bank's home page. */
    backToHome: () => {
      send({ type: 'user.restart' });
      goHome();
    },
    restart: () => send({ type: 'user.restart' }),
    openUploads: () => send({ type: 'user.openUploads' }),
    cancelApplication: () => send({ type: 'user.cancelApplication' }),
    closeCancel: () => send({ type: 'user.close' }),
    confirmCancel: () => send({ type: 'user.confirm' }),
    savePdf: () => send({ type: 'user.savePdf' }),
  };
}

export function useStatusPage() {
  return { ...useJourneyState(selectStatusPage), ...useStatusPageEvents() };
}

export type StatusPageEvents = ReturnType<typeof useStatusPageEvents>;
export type StatusPageBinding = ReturnType<typeof useStatusPage>;
