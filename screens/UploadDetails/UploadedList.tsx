import { useRef, useState } from 'react';
import type { UploadedDocument } from '../../src/contract';
import { formatFileSize } from '../../src/domain/uploads';
import type { FileProblem } from '../../src/domain/uploads';
import { RowsTable } from '../../src/ui/RowsTable';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { pageMessages } from '../../src/domain/pageMessages';
import { FileProgress } from './FileProgress';
import { Problem } from './PendingRows';
import type { UploadDetailsBinding } from './useUploadDetails';

type Props = Pick<UploadDetailsBinding, 'documents' | 'ownerId' | 'disabled' | 'replacement' | 'uploading' | 'progress' | 'stored' | 'viewDocument' | 'removeDocument'> & {
  replaceProblem: { fileID: string; problem: FileProblem | string } | null;
  /** A replacement file picked for a document: checked by the page before it is sent. */
  onReplace: (doc: UploadedDocument, file: File) => void;
};

/**
 * The files already on the server (spec 3, "Supporting-document upload" and 6): View File for another
 * applicant's files; Replace File or Remove File for the user's own, and View File too, so the user can
 * check what was sent. Remove File asks before it deletes.
 */
export function UploadedList({ documents, ownerId, disabled, replacement, replaceProblem, uploading, progress, stored, viewDocument, onReplace, removeDocument }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const replacing = useRef<UploadedDocument | null>(null);
  /** Remove File asks first: the file would be gone from the application for good. */
  const [removing, setRemoving] = useState<UploadedDocument | null>(null);

  if (documents.length === 0) return null;
  return (
    <section aria-label="Uploaded documents">
      <h2>Uploaded documents</h2>
      <input
        ref={picker}
        type="file"
        hidden
        data-testid="replace-picker"
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        onChange={(e) => {
          const file = e.target.files?.[0];
          const doc = replacing.current;
          e.target.value = '';
          if (file && doc) onReplace(doc, file);
        }}
      />
      <RowsTable
        columns={['Type of document', 'File', 'Size']}
        actions="Actions"
        rows={documents.map((doc) => {
          const own = ownerId !== '' && doc.owner.toUpperCase() === ownerId.toUpperCase();
          const menuId = `menu-${doc.fileID}`;
          const expanded = open === doc.fileID;
          const item = (label: string, action: () => void) => (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="link"
                onClick={() => {
                  setOpen(null);
                  action();
                }}
              >
                {label}
              </button>
            </li>
          );
          return {
            key: doc.fileID,
            testId: `uploaded-${doc.fileID}`,
            cells: [
              doc.fileDescription,
              <>
                <span className="upload-file-name">{doc.rawFileName}</span>
                {uploading && replacement?.fileID === doc.fileID && <FileProgress uid={replacement.uid} name={replacement.name} progress={progress} stored={stored} />}
                {replaceProblem?.fileID === doc.fileID && <Problem problem={replaceProblem.problem} id={`replace-${doc.fileID}-error`} />}
              </>,
              formatFileSize(doc.fileSizeInBytes),
            ],
            actions: (
              <div className="upload-menu">
                <button
                  type="button"
                  className="secondary"
                  // The file's name only in the accessible name: the row already shows it, and repeated it crowds a phone.
                  aria-label={`Options for ${doc.rawFileName}`}
                  aria-haspopup="menu"
                  aria-expanded={expanded}
                  aria-controls={expanded ? menuId : undefined}
                  disabled={disabled}
                  onClick={() => setOpen(expanded ? null : doc.fileID)}
                >
                  Options
                </button>
                {expanded && (
                  <ul id={menuId} role="menu" aria-label={`Options for ${doc.rawFileName}`}>
                    {/* Everyone may open a file; only its owner may replace or remove it. */}
                    {item('View File', () => viewDocument(doc.fileID))}
                    {own && (
                      <>
                        {item('Replace File', () => {
                          replacing.current = doc;
                          picker.current?.click();
                        })}
                        {item('Remove File', () => setRemoving(doc))}
                      </>
                    )}
                  </ul>
                )}
              </div>
            ),
          };
        })}
      />
      {removing && (
        <ConfirmDialog
          title={pageMessages.removeFileTitle}
          testId="confirm-remove-file"
          closeLabel="Cancel"
          confirmLabel="Remove File"
          destructive
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            removeDocument(removing.fileID);
          }}
        >
          <p>{pageMessages.removeFileBody(removing.rawFileName)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
