import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_PER_TYPE } from './constants';
import { messages } from './messages';
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES } from './reference';

/**
 * Supporting-document upload (spec 3, "Supporting-document upload", 4 "Upload behaviour", 5 "Upload"
 * and 9): the checks the page makes before anything reaches the bank. The bank checks again.
 */

/** The documents that speed up an application (spec 3, section 1), as the info box lists them. */
export const SUGGESTED_DOCUMENTS = [
  'Latest 2 years financial report (profit and loss, balance sheet)',
  'Latest 6 months operating bank statement',
  'Option to Purchase (property loans only)',
] as const;

/** A two-line message: the bank shows a title, then what to do. */
export interface FileProblem {
  title: string;
  body: string;
}

/** 'Report.PDF' -> 'pdf'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The extension of a file on the server: its fileExtension ('pdf' or '.pdf'), else its file name's. */
export function storedExtension(doc: { fileExtension: string; rawFileName: string }): string {
  const ext = doc.fileExtension.trim().replace(/^\./, '').toLowerCase();
  return ext || fileExtension(doc.rawFileName);
}

export const isAllowedExtension = (ext: string): boolean => (UPLOAD_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());

/** The image type of a viewer's data URL ('jpg' and 'jpeg' are image/jpeg). */
export const imageMimeType = (ext: string): string => (ext.toLowerCase() === 'png' ? 'image/png' : 'image/jpeg');

/** Type first, then size (spec 3, 5): a file that fails both shows the type message. */
export function fileProblem(file: { name: string; size: number }): FileProblem | undefined {
  if (!isAllowedExtension(fileExtension(file.name))) return { title: messages.fileTypeTitle, body: messages.fileTypeBody };
  if (file.size > UPLOAD_MAX_BYTES) return { title: messages.fileSizeTitle, body: messages.fileSizeBody };
  return undefined;
}

/** The document type code of an uploaded file, whose fileDescription is the type's label (or, leniently, its code). */
export function documentTypeCodeOf(description: string): string | undefined {
  const d = description.trim().toLowerCase();
  return DOCUMENT_TYPE_CODES.find((code) => DOCUMENT_TYPES[code].toLowerCase() === d || code.toLowerCase() === d);
}

/** A row of the page: its chosen type ('' until chosen) and whether a file is attached. */
export interface UploadRowFacts {
  documentType: string;
  hasFile: boolean;
}

/** Files of a type counted against the limit: those on the server plus the rows that carry one. */
export function countOfType(type: string, rows: readonly UploadRowFacts[], server: readonly { fileDescription: string }[]): number {
  const onServer = server.filter((f) => documentTypeCodeOf(f.fileDescription) === type).length;
  const pending = rows.filter((r) => r.hasFile && r.documentType === type).length;
  return onServer + pending;
}

/**
 * Whether one more file of `type` may be attached, given the other rows (not the one being filled) and
 * the files already on the server: at most 10 per type (spec 3, 5).
 */
export function typeLimitError(type: string, otherRows: readonly UploadRowFacts[], server: readonly { fileDescription: string }[]): string | undefined {
  return countOfType(type, otherRows, server) >= UPLOAD_MAX_PER_TYPE ? messages.uploadLimit : undefined;
}

/** Before adding a row or uploading, the last row needs both a type and a file (spec 3, 5). */
export function lastRowError(rows: readonly UploadRowFacts[]): string | undefined {
  const last = rows[rows.length - 1];
  if (!last) return messages.uploadRowIncomplete;
  return last.documentType && last.hasFile ? undefined : messages.uploadRowIncomplete;
}

/** 1234567 -> '1.2 MB'; sizes as the list shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}
