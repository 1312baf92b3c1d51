import type { ProgressByUid, StoredFile } from './useUploadProgress';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * One file of the running upload: its bar while the bytes go out (0 until the first progress event),
 * then a tick once the bank has stored it. The page's live region announces the confirmation; this
 * line is what the eye finds next to the file.
 */
export function FileProgress({ uid, name, progress, stored }: { uid: string; name: string; progress: ProgressByUid; stored: readonly StoredFile[] }) {
  if (stored.some((f) => f.uid === uid)) {
    return (
      <p className="upload-done" data-testid={`stored-${uid}`}>
        <span className="upload-tick" aria-hidden="true">
          ✓
        </span>{' '}
        {pageMessages.fileUploaded(name)}
      </p>
    );
  }
  const p = progress[uid];
  const total = p && p.total > 0 ? p.total : 1;
  const loaded = p ? Math.min(p.loaded, total) : 0;
  const barId = `progress-bar-${uid}`;
  return (
    <div className="upload-progress" data-testid={`progress-${uid}`}>
      <label htmlFor={barId}>{pageMessages.fileUploading(name)}</label>
      <progress id={barId} value={loaded} max={total} />
      <span aria-hidden="true">{Math.round((loaded / total) * 100)}%</span>
    </div>
  );
}
