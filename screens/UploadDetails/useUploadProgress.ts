import { useEffect, useState } from 'react';
import type { UploadEmitted } from '../../machines/actors';

export type ProgressByUid = Readonly<Record<string, { loaded: number; total: number }>>;

/** A file the bank has stored during this visit to the page. */
export interface StoredFile {
  uid: string;
  fileName: string;
}

/** A running upload: it emits 'upload.progress' as each file's bytes go out and 'upload.stored' once the bank has it. */
interface UploadSource {
  on(type: '*', handler: (emitted: { type: string }) => void): { unsubscribe(): void };
}

/** The journey types its children's emitted events as a union over every actor; only the uploads emit these. */
const isUploadEvent = (e: { type: string }): e is UploadEmitted => (e.type === 'upload.progress' || e.type === 'upload.stored') && 'uid' in e;

/**
 * What the running upload (UPLOAD NOW or a replacement) has sent of each file, and every file the bank
 * has stored since the page opened, from the events the chart's upload actor emits. Neither is journey
 * state: the bars restart with each upload, the confirmations last as long as the page.
 */
export function useUploadProgress(upload: UploadSource | undefined): { progress: ProgressByUid; stored: readonly StoredFile[] } {
  const [progress, setProgress] = useState<ProgressByUid>({});
  const [stored, setStored] = useState<readonly StoredFile[]>([]);
  useEffect(() => {
    setProgress({});
    if (!upload) return undefined;
    const sub = upload.on('*', (e) => {
      if (!isUploadEvent(e)) return;
      if (e.type === 'upload.progress') setProgress((p) => ({ ...p, [e.uid]: { loaded: e.loaded, total: e.total } }));
      else setStored((s) => (s.some((f) => f.uid === e.uid) ? s : [...s, { uid: e.uid, fileName: e.fileName }]));
    });
    return () => sub.unsubscribe();
  }, [upload]);
  return { progress, stored };
}
