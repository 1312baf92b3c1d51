import type { DocumentTypeCode } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import type { FileProblem } from '../../src/domain/uploads';
import { formatFileSize } from '../../src/domain/uploads';
import { DOCUMENT_TYPE_OPTIONS, isDocumentTypeCode } from './documentTypes';
import { FileProgress } from './FileProgress';
import type { UploadDetailsBinding } from './useUploadDetails';
import { pageMessages } from '../../src/domain/pageMessages';

/** A row not yet on the server: its File lives in the page's state, never in the journey's context. */
export interface PendingRow {
  uid: string;
  documentType: DocumentTypeCode | '';
  file: File | null;
  /** What the page refused of the last file picked for this row (type, size, count, no type). */
  problem: FileProblem | string | null;
}

export function Problem({ problem, id }: { problem: FileProblem | string; id: string }) {
  return (
    <div className="field-error" role="alert" id={id}>
      {typeof problem === 'string' ? (
        problem
      ) : (
        <>
          <strong>{problem.title}</strong>
          <br />
          {problem.body}
        </>
      )}
    </div>
  );
}

type Props = Pick<UploadDetailsBinding, 'uploading' | 'sent' | 'progress' | 'stored' | 'disabled'> & {
  rows: readonly PendingRow[];
  /** The id of the hint on the files' format and limits, which every file picker points to. */
  hintId: string;
  onType: (uid: string, type: DocumentTypeCode | '') => void;
  onFile: (uid: string, file: File | null) => void;
  onRemove: (uid: string) => void;
};

/**
 * Rows of document type and file (spec 3, "Supporting-document upload"), each a card; the type locks
 * once a file is attached. The picker's own button and "No file chosen" are hidden (src/ui/theme.css):
 * they would contradict the row once the page has taken the file, so the row says what it holds and its
 * button says Change File. The input itself stays, transparent over that button, for mouse, keyboard and
 * screen reader alike.
 */
export function PendingRows({ rows, hintId, uploading, sent, progress, stored, disabled, onType, onFile, onRemove }: Props) {
  return (
    <ol className="upload-rows" aria-label="Documents to upload">
      {rows.map((row, i) => {
        const n = i + 1;
        const errorId = `rows.${i}-error`;
        const chosenId = `rows.${i}-chosen`;
        const problem = row.problem;
        return (
          <li key={row.uid} className={problem ? 'upload-row upload-row-error' : 'upload-row'} data-testid={`row-${n}`}>
            <div className="field">
              <label htmlFor={`rows.${i}.documentType`}>Type of document {n}</label>
              <select
                id={`rows.${i}.documentType`}
                value={row.documentType}
                disabled={disabled || row.file !== null}
                onChange={(e) => onType(row.uid, isDocumentTypeCode(e.target.value) ? e.target.value : '')}
              >
                <option value="">{messages.pleaseSelect}</option>
                {DOCUMENT_TYPE_OPTIONS.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field upload-file">
              <label htmlFor={`rows.${i}.file`}>Document {n}</label>
              <div className="upload-picker">
                {/* The browser's own button keeps saying "Choose File" after a pick: ours says what a click does now. */}
                <span className="upload-button">
                  <span className="upload-choose" aria-hidden="true" data-testid={`row-${n}-choose`}>
                    {row.file ? pageMessages.changeFile : pageMessages.chooseFile}
                  </span>
                  <input
                    id={`rows.${i}.file`}
                    className="upload-input"
                    type="file"
                    accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
                    disabled={disabled}
                    aria-describedby={[hintId, chosenId, problem ? errorId : ''].filter(Boolean).join(' ')}
                    onChange={(e) => {
                      const file = e.target.files?.[0] ?? null;
                      onFile(row.uid, file);
                      // The same file may be picked again after a refusal.
                      e.target.value = '';
                    }}
                  />
                </span>
                {row.file ? (
                  <span className="upload-chosen" id={chosenId} data-testid={`row-${n}-file`}>
                    {row.file.name} ({formatFileSize(row.file.size)})
                  </span>
                ) : (
                  <span className="upload-chosen hint" id={chosenId}>
                    {pageMessages.noFileChosen}
                  </span>
                )}
              </div>
            </div>
            {!uploading && (
              <button type="button" className="link upload-remove" disabled={disabled} onClick={() => onRemove(row.uid)} aria-label={`Remove document ${n}`}>
                Remove
              </button>
            )}
            {uploading && sent.includes(row.uid) && row.file && <FileProgress uid={row.uid} name={row.file.name} progress={progress} stored={stored} />}
            {problem && <Problem problem={problem} id={errorId} />}
          </li>
        );
      })}
    </ol>
  );
}
