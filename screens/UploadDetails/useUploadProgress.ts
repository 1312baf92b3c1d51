import { useEffect, useState } from 'react';
import type { UploadProgress } from '../../machines/actors';
import { JourneyContext } from '../../machines/journeyContext';

export type ProgressByUid = Readonly<Record<string, { loaded: number; total: number }>>;

/**
 * What the running upload (UPLOAD NOW or a replacement) has sent of each file, from the events its actor
 * emits. Progress is not journey state: it lives here and restarts with each upload.
 */
export function useUploadProgress(): ProgressByUid {
  const child = JourneyContext.useSelector((s) => s.children.uploadDocuments ?? s.children.replaceDocument);
  const [progress, setProgress] = useState<ProgressByUid>({});
  useEffect(() => {
    setProgress({});
    if (!child) return undefined;
    const sub = child.on('upload.progress', (emitted) => {
      const e = emitted as UploadProgress;
      setProgress((p) => ({ ...p, [e.uid]: { loaded: e.loaded, total: e.total } }));
    });
    return () => sub.unsubscribe();
  }, [child]);
  return progress;
}
