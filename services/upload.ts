import {
  type DeleteDocumentRequest,
  DocumentImageResponse,
  GetUploadDetailsResponse,
  SaveResult,
  UploadResponse,
  paths,
  type DocumentTypeCode,
  type UploadedDocument,
} from '../src/contract';
import { ServiceError } from './errors';
import { call } from './client';
import { api, apiSettings } from './http';
import { ensure } from './smedl';

export async function getUploads(token: string, refNo: string): Promise<UploadedDocument[]> {
  return ensure(await call(GetUploadDetailsResponse, api(paths.uploadDetails(refNo)), { token }), 'Loading the documents').model;
}

export interface UploadFile {
  refNo: string;
  documentType: DocumentTypeCode;
  /** The row's id on the page; the bank stores it with the file (spec 3, section 7 "uid"). */
  uid: string;
  applicantId: string;
  file: File;
}

/**
 * One file, multipart with a single 'files' part. XMLHttpRequest rather than fetch: only it reports
 * upload progress, which the page shows as a bar per file.
 */
export function uploadDocument(token: string, u: UploadFile, onProgress: (loaded: number, total: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api(paths.upload(u.refNo, u.documentType, u.uid, u.applicantId)));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = Math.max(apiSettings().timeoutMs, 120_000);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : u.file.size);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: handled below */
      }
      if (xhr.status === 401) return reject(new ServiceError('unauthorized', 'Session expired', 401));
      const parsed = UploadResponse.safeParse(body);
      if (parsed.success) return resolve(parsed.data);
      const message = (body as { message?: string } | null)?.message ?? `Upload failed (${xhr.status})`;
      reject(new ServiceError(xhr.status >= 500 ? 'server' : 'invalid', message, xhr.status));
    };
    xhr.onerror = () => reject(new ServiceError('network', 'The upload could not reach the bank.'));
    xhr.ontimeout = () => reject(new ServiceError('network', 'The upload timed out.'));
    const form = new FormData();
    form.append('files', u.file, u.file.name);
    xhr.send(form);
  });
}

export async function deleteDocument(token: string, body: DeleteDocumentRequest) {
  ensure(await call(SaveResult, api(paths.deleteDocument), { method: 'put', token, json: body }), 'Removing the document');
}

/** Images open in the page's viewer: the bank sends them as base64; '' means the file could not be read. */
export async function getDocumentImage(token: string, refNo: string, documentType: string, fileId: string) {
  const answer = ensure(await call(DocumentImageResponse, api(paths.documentImage(refNo, documentType, fileId)), { token }), 'Opening the file');
  if (!answer.model?.content) throw new ServiceError('rejected', 'The file could not be opened');
  return answer.model;
}

/** PDFs download as a blob (octet-stream), with their own file name. */
export async function downloadBlob(token: string, path: string): Promise<Blob> {
  const response = await fetch(api(path), { headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' } });
  if (response.status === 401) throw new ServiceError('unauthorized', 'Session expired', 401);
  if (!response.ok) throw new ServiceError(response.status >= 500 ? 'server' : 'invalid', `Download failed (${response.status})`, response.status);
  return response.blob();
}
