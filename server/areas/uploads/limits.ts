import { UPLOAD_MAX_BYTES } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { pageMessages } from '../../../src/domain/pageMessages';
import { INSPECTION_BUDGET } from './inspect/budget';

/** The sandbox bank's own limits and wording for uploads; the spec's (spec 3, 5 and 9) live in domain. */

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

export const REFUSALS = {
  type: twoLines(messages.fileTypeTitle, messages.fileTypeBody),
  size: twoLines(messages.fileSizeTitle, messages.fileSizeBody),
  limit: messages.uploadLimit,
  empty: twoLines(pageMessages.fileEmptyTitle, pageMessages.fileEmptyBody),
  name: twoLines(pageMessages.fileNameTitle, pageMessages.fileNameBody(MAX_FILE_NAME)),
  // Ours: what the inspection of a file's content refuses (inspect/verdict.ts), each saying what to do instead.
  tooComplex: twoLines(
    'File Too Complex To Check',
    'This file needs more processing than we allow for one document. Please save or print it again as a PDF, or scan it, and upload that file',
  ),
  activeContent: twoLines(
    'File Contains Active Content',
    'This PDF contains scripts, actions or attached files, which we cannot accept. Please print it to a new PDF (Print, then Save as PDF) and upload that file',
  ),
  imageTooLarge: twoLines(
    'Image Too Large',
    `Please ensure your image is at most ${INSPECTION_BUDGET.imagePixels / 1_000_000} megapixels, for example by saving it at a lower resolution, and upload it again`,
  ),
  malware: twoLines('File Not Accepted', 'Our virus check found a problem with this file. Please check your device and upload a clean copy'),
  scannerUnavailable: twoLines('We Cannot Check Files Right Now', 'Please try again in a few minutes'),
} as const;

/** Ours: how long to wait before sending a file again when the virus check could not be reached. */
export const SCANNER_RETRY_AFTER_SECONDS = 60;

export const VIEW_ONLY = 'Files owned by another applicant are view only.';

/** The 413 before a large body is read, naming the spec's file limit. */
export const tooLargeRequest = (declaredBytes: number) =>
  `The request is ${declaredBytes} bytes; a file may be at most ${UPLOAD_MAX_BYTES} bytes (15MB).`;
