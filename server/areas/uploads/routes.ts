import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  DeleteDocumentRequest,
  DocumentTypeCode,
  SMEDL,
  UpdateDocumentDescriptionRequest,
  paths,
  type DocumentImageResponse,
  type DocumentStatusResponse,
  type GetUploadDetailsResponse,
  type SaveResult,
  type UploadResponse,
  type UploadedDocument,
} from '../../../src/contract';
import type { BankContext } from '../../context';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/constants';
import { forReference } from '../../http/access';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { parseBody, parseParams } from '../../http/validate';
import { lockByReference } from '../../store/applications';
import { refuse } from '../refuse';
import {
  changeType,
  countOfType,
  findDocument,
  insertDocument,
  listDocuments,
  markDeleted,
  readContent,
  typesPresent,
  type DocumentRow,
} from './store';
import { MAX_REQUEST_BYTES, REFUSALS, SCANNER_RETRY_AFTER_SECONDS, tooLargeRequest } from './limits';
import { receiveFile, WHOLE_BODY } from './multipart';
import {
  actingPerson,
  cleanFileName,
  closedRefusal,
  documentFlags,
  documentTypeOfLabel,
  fileRefusal,
  readableName,
  hasRoomForAnother,
  ownerRefusal,
  uploaderRefusal,
} from './rules';
import { checkFileType } from './sniff';
import { fileInspector } from './inspect/inspector';
import type { FileInspector, RefusalReason } from './inspect/verdict';
import { securityEvent } from '../../security/securityEvents';

/*
 * Supporting documents (spec 3: UploadDetails, "Uploaded document", 5 Upload, 7 Calls).
 *
 * Three kinds of "no":
 * - refusals a user should read and can act on (type, size, count, empty file): 200 with the contract's
 *   UploadResponse { isSucess: false, data: { message }, model: null }, which the page shows per file;
 * - what the inspection of the content refuses beyond a fake (REFUSED_WITH): the same UploadResponse
 *   with a 4xx, or 503 when the virus check cannot run;
 * - malformed requests (bad path, no file part, not multipart, someone else's application): the
 *   contract's ErrorBody with a 4xx, like every other call of the bank.
 */

const bounded = (name: string, max = 64) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);
const documentType = z.enum(DocumentTypeCode.options, { error: 'documentType must be one of FS, MA, DA, BS, OTP' });

const UploadParams = z.object({
  referenceNo: bounded('referenceNo'),
  documentType,
  uid: bounded('uid'),
  applicantId: bounded('applicantId', 20).transform((v) => v.toUpperCase()),
});
const ReferenceParams = z.object({ referenceNo: bounded('referenceNo') });
const FileParams = z.object({ referenceNo: bounded('referenceNo'), documentType, fileID: bounded('fileID') });

function uploaded(row: DocumentRow): UploadedDocument {
  return {
    fileID: row.file_id,
    // Names stored before readableName existed are shown through it too.
    rawFileName: readableName(row.raw_file_name),
    fileExtension: row.file_extension,
    fileSizeInBytes: row.size_bytes,
    fileDescription: row.description,
    owner: row.owner,
    referenceNo: row.reference_no,
  };
}

const refused = (message: string): UploadResponse => ({ isSucess: false, data: { message }, model: null });

/** A document of the application that is not removed, addressed by type and file ID as in the download paths. */
async function liveDocument(ctx: BankContext, referenceNo: string, type: DocumentTypeCode, fileId: string): Promise<DocumentRow> {
  const doc = await findDocument(ctx.db, referenceNo, fileId);
  if (!doc || doc.deleted_at || doc.document_type !== type) {
    throw notFound(`There is no ${type} document ${fileId} in application ${referenceNo}.`);
  }
  return doc;
}

/** Content-Disposition with the raw name: a plain-ASCII fallback plus the exact name (RFC 6266 / 5987). */
function attachment(stored: string): string {
  const fileName = readableName(stored);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * The answer to each inspection refusal: the UploadResponse every refusal has (the page shows its
 * message for the file), with a status that says what kind of no it is. A fake is the spec's file type
 * refusal, as before; what the applicant's own software made (too complex, active content, too many
 * pixels) is a 4xx they can act on; a virus check that could not run is the bank's 503.
 */
const REFUSED_WITH: Record<RefusalReason, { status: number; message: string }> = {
  type: { status: 200, message: REFUSALS.type },
  tooComplex: { status: 413, message: REFUSALS.tooComplex },
  activeContent: { status: 422, message: REFUSALS.activeContent },
  imageTooLarge: { status: 422, message: REFUSALS.imageTooLarge },
  malware: { status: 422, message: REFUSALS.malware },
  scannerUnavailable: { status: 503, message: REFUSALS.scannerUnavailable },
};

/** `inspector` judges each file's content (inspect/inspector.ts); the bank closes it when it closes. */
export function uploadRoutes(app: FastifyInstance, ctx: BankContext, inspector: FileInspector = fileInspector()): void {
  app.addHook('onClose', () => inspector.close());

  app.get(`${SMEDL}/GetUploadDetails/:referenceNo`, async (request): Promise<GetUploadDetailsResponse> => {
    const { referenceNo } = parseParams(ReferenceParams, request.params);
    const { application } = await forReference(ctx, request, referenceNo);
    const rows = await listDocuments(ctx.db, application.reference_no);
    return { isSucess: true, model: rows.map(uploaded) };
  });

  // The only multipart route: the parser (and its limits) exist in this scope alone, so every other
  // call still answers 415 to a multipart body and keeps the 64 KiB JSON limit.
  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
    });

    scope.post(`${SMEDL}/PostDocumentUpload/:referenceNo/:documentType/:uid/:applicantId`, async (request, reply): Promise<UploadResponse> => {
      const params = parseParams(UploadParams, request.params);
      const { application, session } = await forReference(ctx, request, params.referenceNo);
      refuse(uploaderRefusal(application.persons, session.actingNric, params.applicantId, application.reference_no));
      refuse(closedRefusal(application.status));
      if (!request.isMultipart()) throw new HttpError(415, `Unsupported Content-Type. ${WHOLE_BODY}`);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_REQUEST_BYTES) {
        throw new HttpError(413, tooLargeRequest(declared));
      }

      const file = await receiveFile(request);
      const fileName = cleanFileName(file.fileName);
      if (!fileName) throw badRequest(`The file part has no file name. ${WHOLE_BODY}`);
      // The name, the extension and the size already decide some refusals; the content is checked once it is known.
      const refusal = fileRefusal({ fileName, tooLarge: file.tooLarge, size: file.content?.length ?? 0 });
      if (refusal || file.tooLarge) return refused(refusal ?? REFUSALS.size);
      const type = checkFileType(fileName, file.content);
      if (!type.ok) {
        securityEvent(request.log, 'upload.refused', { referenceNo: application.reference_no, reason: 'type', finding: 'signature', bytes: file.content.length });
        return refused(REFUSALS.type);
      }
      // The first bytes only say what the file claims to be; it is kept only if it is one, whole, and harmless.
      const verdict = await inspector.inspect(file.content, type.kind);
      if (!verdict.accepted) {
        securityEvent(request.log, 'upload.refused', {
          referenceNo: application.reference_no,
          reason: verdict.reason,
          finding: verdict.finding,
          kind: type.kind,
          bytes: file.content.length,
        });
        const answer = REFUSED_WITH[verdict.reason];
        if (verdict.reason === 'scannerUnavailable') reply.header('retry-after', String(SCANNER_RETRY_AFTER_SECONDS));
        return reply.code(answer.status).send(refused(answer.message));
      }

      const content = file.content;
      const saved = await ctx.db.transaction(async (tx) => {
        // The application row is the lock: two uploads of the same type at once cannot both be the 10th.
        await lockByReference(tx, application.reference_no);
        if (!hasRoomForAnother(await countOfType(tx, application.reference_no, params.documentType))) return null;
        return insertDocument(
          tx,
          {
            referenceNo: application.reference_no,
            documentType: params.documentType,
            description: DOCUMENT_TYPES[params.documentType],
            rawFileName: fileName,
            fileExtension: type.extension,
            content,
            owner: params.applicantId,
            uid: params.uid,
          },
          ctx.now(),
        );
      });
      if (!saved) return refused(REFUSALS.limit);
      return { isSucess: true, data: { message: null }, model: uploaded(saved) };
    });
  });

  app.put(paths.deleteDocument, async (request): Promise<SaveResult> => {
    const body = parseBody(DeleteDocumentRequest, request.body);
    const { application, session } = await forReference(ctx, request, body.referenceNo);
    refuse(closedRefusal(application.status));
    const doc = await findDocument(ctx.db, application.reference_no, body.fileID);
    if (!doc) throw notFound(`There is no document ${body.fileID} in application ${body.referenceNo}.`);
    refuse(ownerRefusal(doc.owner, actingPerson(application.persons, session.actingNric)));
    // Removing a file already removed is a success: a retried click must not show an error.
    if (!doc.deleted_at) await markDeleted(ctx.db, doc.reference_no, doc.file_id, ctx.now());
    return { isSucess: true };
  });

  app.put(paths.updateDocumentDescription, async (request): Promise<SaveResult> => {
    const body = parseBody(UpdateDocumentDescriptionRequest, request.body);
    const { application, session } = await forReference(ctx, request, body.referenceNo);
    refuse(closedRefusal(application.status));
    // The contract admits only the types' labels, so the label always names a type.
    const newType = documentTypeOfLabel(body.description)!;
    const referenceNo = application.reference_no;
    return ctx.db.transaction(async (tx): Promise<SaveResult> => {
      await lockByReference(tx, referenceNo);
      const doc = await findDocument(tx, referenceNo, body.fileID);
      if (!doc || doc.deleted_at) throw notFound(`There is no document ${body.fileID} in application ${body.referenceNo}.`);
      refuse(ownerRefusal(doc.owner, actingPerson(application.persons, session.actingNric)));
      if (doc.document_type === newType) return { isSucess: true };
      // The description is the document type: moving a file counts against the new type's limit.
      if (!hasRoomForAnother(await countOfType(tx, referenceNo, newType))) return { isSucess: false, message: REFUSALS.limit };
      await changeType(tx, referenceNo, doc.file_id, newType, body.description);
      return { isSucess: true };
    });
  });

  // Anyone on the application may view or download any applicant's file (spec 3, 6: "view only").
  app.get(`${SMEDL}/GetDocumentUploadPDF/:referenceNo/:documentType/:fileID`, async (request, reply: FastifyReply) => {
    const p = parseParams(FileParams, request.params);
    const { application } = await forReference(ctx, request, p.referenceNo);
    const doc = await liveDocument(ctx, application.reference_no, p.documentType, p.fileID);
    if (doc.file_extension !== 'pdf') {
      throw badRequest(`Document ${doc.file_id} is an image (${doc.file_extension}): open it with GetDocumentUploadImage.`);
    }
    const content = await readContent(ctx.db, doc.reference_no, doc.file_id);
    if (!content) throw notFound(`There is no ${p.documentType} document ${p.fileID} in application ${p.referenceNo}.`);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(doc.raw_file_name))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });

  app.get(`${SMEDL}/GetDocumentUploadImage/:referenceNo/:documentType/:fileID`, async (request, reply): Promise<z.infer<typeof DocumentImageResponse>> => {
    const p = parseParams(FileParams, request.params);
    const { application } = await forReference(ctx, request, p.referenceNo);
    const doc = await liveDocument(ctx, application.reference_no, p.documentType, p.fileID);
    if (doc.file_extension === 'pdf') {
      throw badRequest(`Document ${doc.file_id} is a PDF: download it with GetDocumentUploadPDF.`);
    }
    const content = await readContent(ctx.db, doc.reference_no, doc.file_id);
    if (!content) throw notFound(`There is no ${p.documentType} document ${p.fileID} in application ${p.referenceNo}.`);
    reply.header('cache-control', 'no-store');
    return { isSucess: true, model: { content: content.toString('base64'), fileExtension: doc.file_extension } };
  });

  app.get(`${SMEDL}/GetDocumentStatus/:referenceNo`, async (request): Promise<z.infer<typeof DocumentStatusResponse>> => {
    const { referenceNo } = parseParams(ReferenceParams, request.params);
    const { application } = await forReference(ctx, request, referenceNo);
    const present = await typesPresent(ctx.db, application.reference_no);
    return { isSucess: true, model: documentFlags(present) };
  });
}
