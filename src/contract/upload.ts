import { z } from 'zod';
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES } from '../domain/reference';
import { YN, envelope, requiredText } from './common';

export { DOCUMENT_TYPES };
export const DocumentTypeCode = z.enum(DOCUMENT_TYPE_CODES);
export type DocumentTypeCode = z.infer<typeof DocumentTypeCode>;

/** Spec 3, section 3 "Uploaded document". */
export const UploadedDocument = z.object({
  fileID: z.string(),
  rawFileName: z.string(),
  fileExtension: z.string(),
  fileSizeInBytes: z.number().int().nonnegative(),
  /** The document type label (DOCUMENT_TYPES). */
  fileDescription: z.string(),
  /** The ID number of the applicant who uploaded it. */
  owner: z.string(),
  referenceNo: z.string(),
});
export type UploadedDocument = z.infer<typeof UploadedDocument>;

/** GET GetUploadDetails/{referenceNo}. */
export const GetUploadDetailsResponse = envelope(z.array(UploadedDocument));
export type GetUploadDetailsResponse = z.infer<typeof GetUploadDetailsResponse>;

/**
 * POST PostDocumentUpload/{referenceNo}/{documentType}/{uid}/{applicantId}, multipart with one 'files'
 * part. data.message non-null means the bank refused the file (spec 3, section 7).
 */
export const UploadResponse = z.object({
  isSucess: z.boolean(),
  data: z.object({ message: z.string().nullable() }),
  model: UploadedDocument.nullable(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** PUT DeleteDocumentUpload. */
export const DeleteDocumentRequest = z.object({
  fileID: requiredText('fileID'),
  referenceNo: requiredText('referenceNo'),
});
export type DeleteDocumentRequest = z.infer<typeof DeleteDocumentRequest>;

/** PUT UpdateDocumentDescription (path ours): spec 3, section 7 "Update file description". */
export const UpdateDocumentDescriptionRequest = DeleteDocumentRequest.extend({
  description: z.enum(Object.values(DOCUMENT_TYPES) as [string, ...string[]]),
});

/** GET GetDocumentUploadImage/{referenceNo}/{type}/{fileID} (path ours): model.content is base64; '' means failure. */
export const DocumentImageResponse = envelope(z.object({ content: z.string(), fileExtension: z.string() }).nullable());

/** GET GetDocumentStatus/{referenceNo} (path ours): the has-document flags. */
export const DocumentStatus = z.object({
  hasFinancialStatement: YN,
  hasManagementAccount: YN,
  hasDraftAccount: YN,
  hasBankStatement: YN,
  hasOTP: YN,
});
export type DocumentStatus = z.infer<typeof DocumentStatus>;
export const DocumentStatusResponse = envelope(DocumentStatus.nullable());
