import type { ProgressByUid } from './useUploadProgress';

/** One file's upload bar while it is sent; 0 until its first progress event arrives. */
export function FileProgress({ uid, name, progress }: { uid: string; name: string; progress: ProgressByUid }) {
  const p = progress[uid];
  const total = p && p.total > 0 ? p.total : 1;
  const loaded = p ? Math.min(p.loaded, total) : 0;
  return (
    <div className="upload-progress" data-testid={`progress-${uid}`}>
      <progress value={loaded} max={total} aria-label={`Uploading ${name}`} />
      <span aria-hidden="true"> {Math.round((loaded / total) * 100)}%</span>
    </div>
  );
}
