import { useEffect } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { saveBlob } from '../../src/ui/saveFile';

/** Saves each file the chart emits (a PDF the user asked for) under its own name while the page is shown. */
export function useSaveEmittedFiles(): void {
  const journey = JourneyContext.useActorRef();
  useEffect(() => {
    const sub = journey.on('file.save', (file) => saveBlob(file.blob, file.fileName));
    return () => sub.unsubscribe();
  }, [journey]);
}
