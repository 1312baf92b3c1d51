import { useEffect, useRef, useState } from 'react';
import type { DocumentTypeCode, UploadedDocument } from '../../src/contract';
import { messages } from '../../src/domain/messages';
import { documentTypeCodeOf, fileProblem, lastRowError, SUGGESTED_DOCUMENTS, typeLimitError, type FileProblem } from '../../src/domain/uploads';
import { Actions, Page } from '../../src/ui/layout';
import { LoadFailedView } from '../shared/LoadFailed';
import { isDocumentTypeCode, newUid } from './documentTypes';
import { ImageViewer } from './ImageViewer';
import { PendingRows, Problem, type PendingRow } from './PendingRows';
import { UploadConfirmation } from './UploadConfirmation';
import { UploadedList } from './UploadedList';
import { useUploadDetails, type UploadDetailsBinding } from './useUploadDetails';
import { pageMessages } from '../../src/domain/pageMessages';

const TITLE = 'Upload your supporting documents';
const HINT_ID = 'upload-hint';
const emptyRow = (): PendingRow => ({ uid: newUid(), documentType: '', file: null, problem: null });
const facts = (rows: readonly PendingRow[]) => rows.map((r) => ({ documentType: r.documentType, hasFile: r.file !== null }));

/**
 * The rows being filled in are the page's own: their File objects cannot live in the journey's
 * snapshot, which is kept across a reload. Everything else is the chart's.
 */
function usePendingRows({ uploading, rejections, sent }: Pick<UploadDetailsBinding, 'uploading' | 'rejections' | 'sent'>) {
  const [rows, setRows] = useState<PendingRow[]>(() => [emptyRow()]);
  const wasUploading = useRef(false);
  useEffect(() => {
    // Rejections come back with the answer; none while still on this page means the call failed
    // (timed popup): every row keeps its file.
    if (wasUploading.current && !uploading && rejections.length > 0) {
      // The bank's message becomes the row's own problem, so a file picked again clears it.
      const refused = new Map(rejections.map((r) => [r.uid, r.message]));
      setRows((rs) => {
        const left = rs.filter((r) => !sent.includes(r.uid) || refused.has(r.uid)).map((r) => (refused.has(r.uid) ? { ...r, problem: refused.get(r.uid)! } : r));
        return left.length ? left : [emptyRow()];
      });
    }
    wasUploading.current = uploading;
  }, [uploading, rejections, sent]);
  return [rows, setRows] as const;
}

/**
 * Spec 3, "Supporting-document upload", 4 "Upload behaviour" and 5 "Upload": rows of type and file,
 * checked here before the bank checks them again; the files already on the server with their menu;
 * MAYBE LATER or UPLOAD NOW, with a progress bar per file while it is sent and its name confirmed once
 * the bank has stored it.
 */
export function UploadDetailsView(props: UploadDetailsBinding) {
  const { loadFailed, loading, disabled, viewFailed, documents, rejections, replacement, image } = props;
  const [rows, setRows] = usePendingRows(props);
  const [rowsError, setRowsError] = useState<string | null>(null);
  /** A replacement refused here, before it is sent. */
  const [replaceChecked, setReplaceChecked] = useState<{ fileID: string; problem: FileProblem | string } | null>(null);

  if (loadFailed) return <LoadFailedView title={TITLE} loadFailed={loadFailed} failure={props.failure} retry={props.retry} />;
  if (loading) return <Page title={TITLE}>{null}</Page>;

  const refusedReplacement = replacement && rejections.find((r) => r.uid === replacement.uid);
  const replaceProblem = replaceChecked ?? (refusedReplacement ? { fileID: replacement.fileID, problem: refusedReplacement.message } : null);
  const update = (uid: string, change: Partial<PendingRow>) => setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

  const onType = (uid: string, documentType: DocumentTypeCode | '') => {
    setRowsError(null);
    update(uid, { documentType, problem: null });
  };

  const onFile = (uid: string, file: File | null) => {
    setRowsError(null);
    const row = rows.find((r) => r.uid === uid);
    if (!row || !file) return;
    if (!row.documentType) return update(uid, { problem: messages.uploadRowIncomplete });
    const problem = fileProblem(file) ?? typeLimitError(row.documentType, facts(rows.filter((r) => r.uid !== uid)), documents);
    if (problem) return update(uid, { problem });
    update(uid, { file, problem: null });
  };

  const onRemoveRow = (uid: string) => {
    setRowsError(null);
    setRows((rs) => {
      const left = rs.filter((r) => r.uid !== uid);
      return left.length ? left : [emptyRow()];
    });
  };

  /** Type and file in the last row before another row or the upload (spec 3, 4). */
  const rowsComplete = () => {
    const error = lastRowError(facts(rows));
    setRowsError(error ?? null);
    return !error;
  };

  const addRow = () => {
    if (rowsComplete()) setRows((rs) => [...rs, emptyRow()]);
  };

  const uploadNow = () => {
    if (!rowsComplete()) return;
    const files = rows.flatMap((r) => (r.file && r.documentType ? [{ uid: r.uid, documentType: r.documentType, file: r.file }] : []));
    setRows((rs) => rs.map((r) => ({ ...r, problem: null })));
    props.uploadNow(files);
  };

  const onReplace = (doc: UploadedDocument, file: File) => {
    const code = documentTypeCodeOf(doc.fileDescription);
    const problem = fileProblem(file);
    if (problem || !isDocumentTypeCode(code)) {
      setReplaceChecked({ fileID: doc.fileID, problem: problem ?? messages.uploadRowIncomplete });
      return;
    }
    setReplaceChecked(null);
    props.replaceDocument(doc.fileID, { uid: newUid(), documentType: code, file });
  };

  return (
    <Page
      title={TITLE}
      intro={
        <>
          <p>Upload these documents to help us process your application faster:</p>
          <ul data-testid="suggested-documents" aria-label="Suggested documents">
            {SUGGESTED_DOCUMENTS.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      }
    >
      <UploadConfirmation stored={props.stored} />
      <UploadedList {...props} replaceProblem={replaceProblem} onReplace={onReplace} />
      {viewFailed && (
        <p className="field-error" role="alert">
          {messages.getFailed}
        </p>
      )}

      <h2>Add documents</h2>
      <p className="hint" id={HINT_ID} data-testid="upload-notes">
        {pageMessages.uploadHint}
      </p>
      <PendingRows {...props} rows={rows} hintId={HINT_ID} onType={onType} onFile={onFile} onRemove={onRemoveRow} />
      {rowsError && <Problem problem={rowsError} id="rows-error" />}
      <button type="button" className="secondary upload-add" onClick={addRow} disabled={disabled}>
        Add more attachments
      </button>

      <Actions>
        <button type="button" className="secondary" disabled={disabled} onClick={props.maybeLater}>
          {messages.maybeLater}
        </button>
        <button type="button" disabled={disabled} onClick={uploadNow}>
          {messages.uploadNow}
        </button>
      </Actions>
      {image && <ImageViewer name={image.name} src={image.src} onClose={props.closeViewer} />}
    </Page>
  );
}

export default function UploadDetails() {
  return <UploadDetailsView {...useUploadDetails()} />;
}
