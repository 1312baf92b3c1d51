import { randomBytes } from 'node:crypto';
import { minimalJpeg, minimalPdf, minimalPng } from './files';

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body built by hand, byte for byte what a browser's FormData sends, so tests
 * can also send what a browser never would (no file part, two files, a wrong field name).
 */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----sandboxBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename.replace(/"/g, '%22')}"`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Small but whole files of the three accepted kinds (they must parse: server/areas/uploads/structure.ts). */
export const SAMPLES = {
  pdf: minimalPdf(),
  png: minimalPng(),
  jpeg: minimalJpeg(),
  // 'MZ': a Windows executable
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  txt: Buffer.from('Bank statement, January\n', 'utf8'),
};
