import { useEffect, useState } from 'react';
import type { UploadProgress } from '../../machines/actors';

export type ProgressByUid = Readonly<Record<string, { loaded: number; total: number }>>;

/** A running upload: it emits 'upload.progress' for each file as its bytes go out. */
interface ProgressSource {
  on(type: 'upload.progress', handler: (emitted: { type: string }) => void): { unsubscribe(): void };
}

/** The journey types its children's emitted events as a union over every actor; only the uploads emit progress. */
const isProgress = (e: { type: string }): e is UploadProgress => e.type === 'upload.progress' && 'uid' in e;

/**
 * What the running upload (UPLOAD NOW or a replacement) has sent of each file, from the events its actor
 * emits. Progress is not journey state: it lives here and restarts with each upload.
 */
export function useUploadProgress(upload: ProgressSource | undefined): ProgressByUid {
  const [progress, setProgress] = useState<ProgressByUid>({});
  useEffect(() => {
    setProgress({});
    if (!upload) return undefined;
    const sub = upload.on('upload.progress', (e) => {
      if (isProgress(e)) setProgress((p) => ({ ...p, [e.uid]: { loaded: e.loaded, total: e.total } }));
    });
    return () => sub.unsubscribe();
  }, [upload]);
  return progress;
}
