import { DOCUMENT_TYPES, type DocumentTypeCode } from '../../src/contract';

export const isDocumentTypeCode = (code: string | undefined): code is DocumentTypeCode =>
  code !== undefined && Object.prototype.hasOwnProperty.call(DOCUMENT_TYPES, code);

/** The dropdown's choices: the bank's document types (spec 3, 3 "Reference lists"). */
export const DOCUMENT_TYPE_OPTIONS = Object.keys(DOCUMENT_TYPES)
  .filter(isDocumentTypeCode)
  .map((code) => ({ code, label: DOCUMENT_TYPES[code] }));

let counter = 0;
/** A row's id: the bank echoes it with each upload's answer, so the page can match answers to rows. */
export function newUid(): string {
  counter += 1;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `u${counter}-${random}`;
}
