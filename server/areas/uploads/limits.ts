/** The upload rules of spec 3 (sections 5 and 9) as the sandbox bank enforces them, and its wording. */

/** Spec 3, 9: "15 MB (15,000,000 bytes)". A file of exactly this size is accepted. */
export const MAX_FILE_BYTES = 15_000_000;
/** Spec 3, 5: at most 10 documents per document type (per application, counting every applicant's). */
export const MAX_PER_TYPE = 10;
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
  typeTitle: 'File Type Not Supported',
  typeLine: 'Please ensure your file format is in JPEG, PNG or PDF format',
  sizeTitle: 'File Size Too Large',
  sizeLine: 'Please ensure your file is below 15MB',
  limit: 'You have exceeded the upload limit of 10 documents for this document type.',
} as const;

export const REFUSALS = {
  type: twoLines(UPLOAD_MESSAGES.typeTitle, UPLOAD_MESSAGES.typeLine),
  size: twoLines(UPLOAD_MESSAGES.sizeTitle, UPLOAD_MESSAGES.sizeLine),
  limit: UPLOAD_MESSAGES.limit,
  // Ours: the spec has no words for these two.
  empty: twoLines('File Is Empty', 'Please ensure your file is not empty'),
  name: twoLines('File Name Too Long', `Please rename your file to at most ${MAX_FILE_NAME} characters`),
} as const;

export const VIEW_ONLY = 'Files owned by another applicant are view only.';
