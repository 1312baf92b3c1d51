import { useEffect, useRef, useState } from 'react';
import { paths, type DocumentTypeCode, type UploadedDocument } from '../../contract';
import { downloadBlob, getDocumentImage } from '../../services/upload';
import { JourneyContext } from '../../machines/journeyContext';
import { messages } from '../../domain/messages';
import {
  documentTypeCodeOf,
  fileProblem,
  imageMimeType,
  lastRowError,
  storedExtension,
  SUGGESTED_DOCUMENTS,
  typeLimitError,
  type FileProblem,
} from '../../domain/uploads';
import { Actions, Page } from '../../ui/layout';
import { saveBlob } from '../../ui/saveFile';
import { LoadFailed } from '../shared/LoadFailed';
import { isDocumentTypeCode, newUid } from './documentTypes';
import { ImageViewer } from './ImageViewer';
import { PendingRows, Problem, type PendingRow } from './PendingRows';
import { UploadedList } from './UploadedList';
import { useUploadProgress } from './useUploadProgress';

const TITLE = 'Upload your supporting documents';
const emptyRow = (): PendingRow => ({ uid: newUid(), documentType: '', file: null, problem: null });
const facts = (rows: readonly PendingRow[]) => rows.map((r) => ({ documentType: r.documentType, hasFile: r.file !== null }));

/**
 * Spec 3, "Supporting-document upload", 4 "Upload behaviour" and 5 "Upload": rows of type and file,
 * checked here before the bank checks them again; the files already on the server with their menu;
 * MAYBE LATER or UPLOAD NOW, with a progress bar per file while it is sent.
 */
export default function UploadDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ uploadDetails: 'loading' }));
  const editing = JourneyContext.useSelector((s) => s.matches({ uploadDetails: 'editing' }));
  const uploading = JourneyContext.useSelector((s) => s.hasTag('uploading'));
  const uploads = JourneyContext.useSelector((s) => s.context.uploads);
  const rejections = JourneyContext.useSelector((s) => s.context.uploadRejections);
  const ownerId = JourneyContext.useSelector((s) => s.context.statusExtras?.applicantIdNum ?? '');
  const token = JourneyContext.useSelector((s) => s.context.token ?? '');
  const refNo = JourneyContext.useSelector((s) => s.context.referenceNo ?? '');
  const send = JourneyContext.useActorRef().send;
  const progress = useUploadProgress();

  const [rows, setRows] = useState<PendingRow[]>(() => [emptyRow()]);
  const [rowsError, setRowsError] = useState<string | null>(null);
  /** The rows UPLOAD NOW sent; once the bank answered, those it did not refuse are on the server. */
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [replacement, setReplacement] = useState<{ fileID: string; uid: string; name: string } | null>(null);
  const [replaceProblem, setReplaceProblem] = useState<{ fileID: string; problem: FileProblem | string } | null>(null);
  const [viewer, setViewer] = useState<{ name: string; src: string } | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);

  const server = uploads ?? [];
  const wasUploading = useRef(false);
  useEffect(() => {
    if (wasUploading.current && !uploading) {
      // Rejections come back with the answer; none while still on this page means the call failed
      // (timed popup): every row keeps its file.
      if (rejections.length > 0 && sending.size > 0) {
        const refused = new Set(rejections.map((r) => r.uid));
        setRows((rs) => {
          const left = rs.filter((r) => !sending.has(r.uid) || refused.has(r.uid));
          return left.length ? left : [emptyRow()];
        });
      }
      setSending(new Set());
    }
    wasUploading.current = uploading;
  }, [uploading, rejections, sending]);

  // A refused replacement shows its message against the file it was to replace.
  useEffect(() => {
    if (!replacement) return;
    const refused = rejections.find((r) => r.uid === replacement.uid);
    if (refused) setReplaceProblem({ fileID: replacement.fileID, problem: refused.message });
  }, [rejections, replacement]);

  if (loadFailed) return <LoadFailed title={TITLE} />;
  if (loading) return <Page title={TITLE}>{null}</Page>;

  const disabled = !editing;
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
    const problem =
      fileProblem(file) ??
      typeLimitError(
        row.documentType,
        facts(rows.filter((r) => r.uid !== uid)),
        server,
      );
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

  const addRow = () => {
    const error = lastRowError(facts(rows));
    setRowsError(error ?? null);
    if (!error) setRows((rs) => [...rs, emptyRow()]);
  };

  const uploadNow = () => {
    const error = lastRowError(facts(rows));
    setRowsError(error ?? null);
    if (error) return;
    const files = rows.flatMap((r) => (r.file && r.documentType ? [{ uid: r.uid, documentType: r.documentType, file: r.file }] : []));
    setSending(new Set(files.map((f) => f.uid)));
    setRows((rs) => rs.map((r) => ({ ...r, problem: null })));
    send({ type: 'user.uploadNow', files });
  };

  const typeOf = (doc: UploadedDocument) => documentTypeCodeOf(doc.fileDescription) ?? doc.fileDescription;

  const onReplace = (doc: UploadedDocument, file: File) => {
    const code = documentTypeCodeOf(doc.fileDescription);
    const problem = fileProblem(file);
    if (problem || !isDocumentTypeCode(code)) {
      setReplaceProblem({ fileID: doc.fileID, problem: problem ?? messages.uploadRowIncomplete });
      return;
    }
    setReplaceProblem(null);
    const uid = newUid();
    setReplacement({ fileID: doc.fileID, uid, name: file.name });
    send({ type: 'user.replaceDocument', fileID: doc.fileID, upload: { uid, documentType: code, file } });
  };

  const onView = async (doc: UploadedDocument) => {
    setViewError(null);
    const ext = storedExtension(doc);
    try {
      if (ext === 'pdf') {
        saveBlob(await downloadBlob(token, paths.documentPdf(refNo, typeOf(doc), doc.fileID)), doc.rawFileName);
      } else {
        const image = await getDocumentImage(token, refNo, typeOf(doc), doc.fileID);
        const type = imageMimeType(image.fileExtension.replace(/^\./, '') || ext);
        setViewer({ name: doc.rawFileName, src: `data:${type};base64,${image.content}` });
      }
    } catch {
      setViewError(messages.getFailed);
    }
  };

  return (
    <Page title={TITLE} intro={<p>Upload these documents to help us process your application faster:</p>}>
      <ul className="notice" data-testid="suggested-documents" aria-label="Suggested documents">
        {SUGGESTED_DOCUMENTS.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>

      <UploadedList
        documents={server}
        ownerId={ownerId}
        disabled={disabled}
        replacement={replacement}
        replaceProblem={replaceProblem}
        uploading={uploading}
        progress={progress}
        onView={(doc) => void onView(doc)}
        onReplace={onReplace}
        onRemove={(doc) => send({ type: 'user.removeDocument', fileID: doc.fileID })}
      />
      {viewError && (
        <p className="field-error" role="alert">
          {viewError}
        </p>
      )}

      <h2>Add documents</h2>
      <PendingRows
        rows={rows}
        rejections={rejections}
        uploading={uploading}
        sending={sending}
        progress={progress}
        disabled={disabled}
        onType={onType}
        onFile={onFile}
        onRemove={onRemoveRow}
      />
      {rowsError && <Problem problem={rowsError} id="rows-error" />}
      <button type="button" className="secondary" onClick={addRow} disabled={disabled}>
        Add more attachments
      </button>
      <ul className="hint" data-testid="upload-notes">
        <li>Accepted file formats: JPEG, PNG or PDF.</li>
        <li>Maximum file size: 15MB per file.</li>
        <li>Up to 10 documents for each document type.</li>
      </ul>

      <Actions>
        <button type="button" className="secondary" disabled={disabled} onClick={() => send({ type: 'user.maybeLater' })}>
          MAYBE LATER
        </button>
        <button type="button" disabled={disabled} onClick={uploadNow}>
          UPLOAD NOW
        </button>
      </Actions>
      {viewer && <ImageViewer name={viewer.name} src={viewer.src} onClose={() => setViewer(null)} />}
    </Page>
  );
}
