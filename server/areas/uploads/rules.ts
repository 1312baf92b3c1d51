import { DOCUMENT_TYPES, DocumentTypeCode, type DocumentStatus } from '../../../src/contract';
import { UPLOAD_MAX_PER_TYPE } from '../../../src/domain/constants';
import type { AppStatus, StoredPerson } from '../../store/applications';
import { denied, invalid, type Refusal } from '../refusal';
import { MAX_FILE_NAME, REFUSALS, VIEW_ONLY } from './limits';
import { EXTENSION_KINDS, extensionOf } from './sniff';

/*
 * What the bank decides about supporting documents (spec 3: UploadDetails, 5 Upload, 6, 9): who may
 * upload, change or remove a file, and which refusal a received file gets. Plain values in, a decision
 * out; the content checks that read the bytes are sniff.ts and structure.ts.
 */

type Person = Pick<StoredPerson, 'IDNumber' | 'OrderNumber'>;

/** The person the token acts for: the one named by the retrieval or status lookup, else applicant 1 (as GetStatus's ApplicantIDNum). */
export function actingPerson(persons: readonly Person[] | null, actingNric: string | null): string | null {
  return actingNric ?? persons?.find((p) => p.OrderNumber === 1)?.IDNumber ?? null;
}

/** An upload is filed under its uploader's own ID number, who must be an applicant (spec 3, 6). */
export function uploaderRefusal(
  persons: readonly Person[] | null,
  actingNric: string | null,
  applicantId: string,
  referenceNo: string,
): Refusal | undefined {
  if (!(persons ?? []).some((p) => p.IDNumber === applicantId)) {
    return denied(`${applicantId} is not an applicant of application ${referenceNo}.`);
  }
  if (applicantId !== actingPerson(persons, actingNric)) {
    return denied('This session acts for another applicant: upload files under your own ID number.');
  }
  return undefined;
}

/** Spec 3, 6: anyone on the application may view a file; only its owner may change or remove it. */
export const ownerRefusal = (owner: string, acting: string | null): Refusal | undefined =>
  owner === acting ? undefined : denied(VIEW_ONLY);

/** A rejected or cancelled application keeps its documents as they are. */
export function closedRefusal(status: AppStatus): Refusal | undefined {
  if (status !== 'Rejected' && status !== 'Cancelled') return undefined;
  return invalid(`This application has been ${status.toLowerCase()}: its documents can no longer be changed.`);
}

/**
 * Characters that change how a name reads without being seen: controls (C0, DEL, C1), line and
 * paragraph separators, the bidirectional marks, embeddings, overrides and isolates (a right-to-left
 * override makes 'statement\u202Efdp.exe' read as 'statementexe.pdf'), and invisible spaces and joiners
 * of words (U+200B, U+2060, U+FEFF), and halves of a character without their other half (PostgreSQL
 * cannot store them). Joiners that spell words (U+200C, U+200D) are kept.
 */
const UNSEEN = /[\ud800-\udfff\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff]/gu;

/** A file name as the bank stores and shows it (listings, answers, downloads, logs): what it says is what it reads as. */
export function readableName(name: string): string {
  return name.replace(UNSEEN, '');
}

/** The file name as the user sees it: no folders, nothing unseen (readableName), no spaces around it. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  return readableName(base).trim();
}

/** What the bank knows of a received file before it reads its content. */
export interface ReceivedFile {
  fileName: string;
  /** Over the file limit: the bytes were dropped, only the fact is kept. */
  tooLarge: boolean;
  size: number;
}

/**
 * The refusal a user reads for a file, before its content is checked: name, then type by extension,
 * then size (spec 3, 5: type first, then size), then an empty file. Undefined when the content decides.
 */
export function fileRefusal(file: ReceivedFile): string | undefined {
  if (file.fileName.length > MAX_FILE_NAME) return REFUSALS.name;
  if (!Object.hasOwn(EXTENSION_KINDS, extensionOf(file.fileName))) return REFUSALS.type;
  if (file.tooLarge) return REFUSALS.size;
  if (file.size === 0) return REFUSALS.empty;
  return undefined;
}

/** Spec 3, 5: at most 10 documents of a type per application, counting every applicant's. */
export const hasRoomForAnother = (countOfType: number): boolean => countOfType < UPLOAD_MAX_PER_TYPE;

const CODE_OF_LABEL = new Map<string, DocumentTypeCode>(DocumentTypeCode.options.map((code) => [DOCUMENT_TYPES[code], code]));

/** A document's description is its type's label (spec 3, 3 "Reference lists"). */
export const documentTypeOfLabel = (label: string): DocumentTypeCode | undefined => CODE_OF_LABEL.get(label);

/** GetDocumentStatus: which types the application holds at least one live file of. */
export function documentFlags(present: ReadonlySet<string>): DocumentStatus {
  const flag = (code: DocumentTypeCode) => (present.has(code) ? 'Y' : 'N');
  return {
    hasFinancialStatement: flag('FS'),
    hasManagementAccount: flag('MA'),
    hasDraftAccount: flag('DA'),
    hasBankStatement: flag('BS'),
    hasOTP: flag('OTP'),
  };
}
