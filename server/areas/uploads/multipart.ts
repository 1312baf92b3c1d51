import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

export const WHOLE_BODY =
  "Send the file as multipart/form-data with exactly one file part named 'files' (FormData.append('files', file, file.name)).";

/** What came in the 'files' part: its bytes, or only that it was over the limit (the bytes are dropped). */
export type Received = { fileName: string; content: Buffer; tooLarge: false } | { fileName: string; content: null; tooLarge: true };

const MULTIPART_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: `The request has more than one file. ${WHOLE_BODY}`,
  FST_PARTS_LIMIT: `The request has too many parts. ${WHOLE_BODY}`,
  FST_FIELDS_LIMIT: `The request has too many fields. ${WHOLE_BODY}`,
  FST_PROTO_VIOLATION: `The request has a field name that is not allowed. ${WHOLE_BODY}`,
  FST_MP_PREMATURE_CLOSE: 'The upload was interrupted before the whole file arrived.',
};

/**
 * Reads the whole multipart body: the first file part named 'files' into memory (at most
 * UPLOAD_MAX_BYTES; busboy discards the rest of a larger file but keeps reading it, so the answer is the
 * bank's size message, not a reset connection). Every other part is read and dropped.
 */
export async function receiveFile(request: FastifyRequest): Promise<Received> {
  let received: Received | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (part.file.truncated) chunks.length = 0;
        if (part.file.truncated || received || part.fieldname !== 'files') continue;
        chunks.push(chunk);
        size += chunk.length;
      }
      if (received || part.fieldname !== 'files') continue;
      received = part.file.truncated
        ? { fileName: part.filename, content: null, tooLarge: true }
        : { fileName: part.filename, content: Buffer.concat(chunks, size), tooLarge: false };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const reason = MULTIPART_ERRORS[code] ?? `The multipart body could not be read (${(error as Error).message}). ${WHOLE_BODY}`;
    throw badRequest(reason);
  }
  if (!received) throw badRequest(`The request has no file part named 'files'. ${WHOLE_BODY}`);
  return received;
}
