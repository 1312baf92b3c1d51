import { messages } from '../../domain/messages';

/** The upload rules of spec 3 (sections 5 and 9) as the sandbox bank enforces them, and its wording. */

/** A file of exactly UPLOAD_MAX_BYTES is accepted; the count is per application, every applicant's files together. */
export { UPLOAD_MAX_BYTES as MAX_FILE_BYTES, UPLOAD_MAX_PER_TYPE as MAX_PER_TYPE } from '../../domain/constants';
/**
 * Ours: a request whose Content-Length says it is larger than this is refused (413) before it is read.
 * Anything up to it is read to the end, so a file a little over 15 MB gets the bank's size message
 * rather than a reset connection.
 */
export const MAX_REQUEST_BYTES = 64 * 1024 * 1024;
/** Ours: a file name longer than this is refused (it is echoed in headers and listings). */
export const MAX_FILE_NAME = 255;

/** Spec 3, 5: each refusal is a title then a line; the bank sends them as one message. */
const twoLines = (title: string, line: string) => `${title}. ${line}`;

export const UPLOAD_MESSAGES = {
  typeTitle: messages.fileTypeTitle,
  typeLine: messages.fileTypeBody,
  sizeTitle: messages.fileSizeTitle,
  sizeLine: messages.fileSizeBody,
  limit: messages.uploadLimit,
} as const;

export const REFUSALS = {
  type: twoLines(UPLOAD_MESSAGES.typeTitle, UPLOAD_MESSAGES.typeLine),
  size: twoLines(UPLOAD_MESSAGES.sizeTitle, UPLOAD_MESSAGES.sizeLine),
  limit: UPLOAD_MESSAGES.limit,
  // Ours: the spec has no words for these two.
  empty: twoLines(messages.fileEmptyTitle, messages.fileEmptyBody),
  name: twoLines(messages.fileNameTitle, messages.fileNameBody(MAX_FILE_NAME)),
} as const;

export const VIEW_ONLY = 'Files owned by another applicant are view only.';
