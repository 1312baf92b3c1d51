import type { StoredFile } from './useUploadProgress';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * The files the bank has stored since the page opened, by name. The region is always in the page so
 * that screen readers announce each confirmation as it arrives.
 */
export function UploadConfirmation({ stored }: { stored: readonly StoredFile[] }) {
  return (
    <div className="upload-confirmation" role="status" data-testid="upload-confirmation">
      {stored.length > 0 && (
        <ul>
          {stored.map((f) => (
            <li key={f.uid}>
              <span className="upload-tick" aria-hidden="true">
                ✓
              </span>{' '}
              {pageMessages.fileUploaded(f.fileName)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
