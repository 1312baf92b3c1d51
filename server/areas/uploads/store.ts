import { randomBytes } from 'node:crypto';
import type { DocumentTypeCode } from '../../../src/contract';
import type { Queryable } from '../../db/db';

/** A stored document without its bytes (listings never read them). */
export interface DocumentRow {
  file_id: string;
  reference_no: string;
  document_type: DocumentTypeCode;
  description: string;
  raw_file_name: string;
  file_extension: string;
  size_bytes: number;
  owner: string;
  uid: string;
  uploaded_at: Date;
  deleted_at: Date | null;
}

const COLUMNS =
  'file_id, reference_no, document_type, description, raw_file_name, file_extension, size_bytes, owner, uid, uploaded_at, deleted_at';

/** 144 random bits from the OS's CSPRNG: a file ID cannot be guessed from another one. */
export const newFileId = () => randomBytes(18).toString('base64url');

export interface NewDocument {
  referenceNo: string;
  documentType: DocumentTypeCode;
  description: string;
  rawFileName: string;
  fileExtension: string;
  content: Buffer;
  owner: string;
  uid: string;
}

/*
 * The bytes cross the driver as hex text (decode/encode in SQL) rather than as a bytea parameter:
 * PGlite's own bytea conversion takes seconds for a 15 MB file, hex text a fraction of that, and
 * PostgreSQL reads either. One code path for both backends.
 */

export async function insertDocument(q: Queryable, doc: NewDocument, now: Date): Promise<DocumentRow> {
  const { rows } = await q.query<DocumentRow>(
    `insert into documents (file_id, reference_no, document_type, description, raw_file_name, file_extension,
                            size_bytes, content, owner, uid, uploaded_at)
     values ($1, $2, $3, $4, $5, $6, $7, decode($8, 'hex'), $9, $10, $11)
     returning ${COLUMNS}`,
    [
      newFileId(),
      doc.referenceNo,
      doc.documentType,
      doc.description,
      doc.rawFileName,
      doc.fileExtension,
      doc.content.length,
      doc.content.toString('hex'),
      doc.owner,
      doc.uid,
      now.toISOString(),
    ],
  );
  return rows[0];
}

/** Every document of the application not removed, oldest first. */
export async function listDocuments(q: Queryable, referenceNo: string): Promise<DocumentRow[]> {
  const { rows } = await q.query<DocumentRow>(
    `select ${COLUMNS} from documents where reference_no = $1 and deleted_at is null order by uploaded_at, id`,
    [referenceNo],
  );
  return rows;
}

export async function countOfType(q: Queryable, referenceNo: string, documentType: DocumentTypeCode): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from documents where reference_no = $1 and document_type = $2 and deleted_at is null',
    [referenceNo, documentType],
  );
  return rows[0].n;
}

/** One document of the application, removed or not (the caller decides what a removed one means). */
export async function findDocument(q: Queryable, referenceNo: string, fileId: string): Promise<DocumentRow | null> {
  const { rows } = await q.query<DocumentRow>(`select ${COLUMNS} from documents where reference_no = $1 and file_id = $2`, [
    referenceNo,
    fileId,
  ]);
  return rows[0] ?? null;
}

/** The bytes of a document that is not removed. */
export async function readContent(q: Queryable, referenceNo: string, fileId: string): Promise<Buffer | null> {
  const { rows } = await q.query<{ hex: string }>(
    `select encode(content, 'hex') as hex from documents where reference_no = $1 and file_id = $2 and deleted_at is null`,
    [referenceNo, fileId],
  );
  return rows[0] ? Buffer.from(rows[0].hex, 'hex') : null;
}

export async function markDeleted(q: Queryable, referenceNo: string, fileId: string, now: Date): Promise<void> {
  await q.query('update documents set deleted_at = $3 where reference_no = $1 and file_id = $2 and deleted_at is null', [
    referenceNo,
    fileId,
    now.toISOString(),
  ]);
}

export async function changeType(
  q: Queryable,
  referenceNo: string,
  fileId: string,
  documentType: DocumentTypeCode,
  description: string,
): Promise<void> {
  await q.query('update documents set document_type = $3, description = $4 where reference_no = $1 and file_id = $2', [
    referenceNo,
    fileId,
    documentType,
    description,
  ]);
}

/** The document types the application has at least one (not removed) document of. */
export async function typesPresent(q: Queryable, referenceNo: string): Promise<Set<string>> {
  const { rows } = await q.query<{ document_type: string }>(
    'select distinct document_type from documents where reference_no = $1 and deleted_at is null',
    [referenceNo],
  );
  return new Set(rows.map((r) => r.document_type));
}
