import { describe, expect, it } from 'vitest';
import { GetUploadDetailsResponse, UploadResponse, paths } from '../../src/contract';
import { REFUSALS } from '../../server/areas/uploads/limits';
import { checkStructure } from '../../server/areas/uploads/structure';
import type { FileKind } from '../../server/areas/uploads/sniff';
import { minimalJpeg, minimalPdf, minimalPng, PNG_SIGNATURE, pngChunk } from '../server/helpers/files';
import { MERLION, retrieved } from '../server/helpers/journey';
import { multipartBody } from '../server/helpers/multipart';
import { describeBank } from '../server/helpers/suite';

/*
 * An upload is judged by parsing it, not by its first bytes: a file must be a whole PDF, PNG or JPEG
 * and nothing else besides.
 */

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/Security")</script></body></html>\n');
const pdf = minimalPdf();
const png = minimalPng();
const jpeg = minimalJpeg();
const cat = (...parts: (Buffer | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));

/** A PDF whose startxref names an offset where no cross-reference is. */
const pdfWithWrongStartxref = Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n9'), 'latin1');
/** A PNG whose IHDR says 2 pixels wide, without its CRC being updated. */
const pngWithBadCrc = (() => {
  const b = Buffer.from(png);
  b[19] = 2;
  return b;
})();

const REFUSED: [string, FileKind, Buffer][] = [
  ['%PDF- followed by HTML', 'pdf', cat('%PDF-1.4\n', HTML)],
  ['%PDF- alone', 'pdf', cat('%PDF-')],
  ['a PDF cut in half', 'pdf', pdf.subarray(0, Math.floor(pdf.length / 2))],
  ['a PDF with HTML appended after %%EOF', 'pdf', cat(pdf, HTML)],
  ['a PDF with a ZIP appended after %%EOF', 'pdf', cat(pdf, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))],
  ['a PDF whose startxref points nowhere', 'pdf', pdfWithWrongStartxref],
  ['a PDF with a catalog and no pages', 'pdf', cat('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
  ['a PNG signature followed by a script', 'png', cat(PNG_SIGNATURE, HTML)],
  ['a PNG cut before IEND', 'png', png.subarray(0, png.length - 12)],
  ['a PNG cut inside a chunk', 'png', png.subarray(0, 30)],
  ['a PNG with HTML appended after IEND', 'png', cat(png, HTML)],
  ['a PNG with a corrupted chunk (CRC)', 'png', pngWithBadCrc],
  ['a PNG without image data', 'png', cat(PNG_SIGNATURE, png.subarray(8, 33), png.subarray(png.length - 12))],
  ['a PNG carrying a script in a text chunk', 'png', minimalPng([pngChunk('tEXt', cat('Comment\0', HTML))])],
  ['a JPEG of SOI, JFIF and EOI only (no frame, no scan)', 'jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])],
  ['a JPEG signature followed by HTML', 'jpeg', cat(Buffer.from([0xff, 0xd8, 0xff]), HTML)],
  ['a JPEG cut before EOI', 'jpeg', jpeg.subarray(0, jpeg.length - 2)],
  ['a JPEG with HTML appended after EOI', 'jpeg', cat(jpeg, HTML)],
  ['a PNG that says it is a JPEG', 'jpeg', png],
];

describe('checkStructure: a whole file of its kind, and nothing else', () => {
  it.each<[string, FileKind, Buffer]>([
    ['a one-page PDF', 'pdf', pdf],
    ['a PDF of exactly 15,000,000 bytes', 'pdf', minimalPdf({ padTo: 15_000_000 })],
    ['an encrypted PDF (its structure parses without the password)', 'pdf', minimalPdf({ encrypted: true })],
    ['a PDF with line ends after %%EOF', 'pdf', cat(pdf, '\r\n\r\n')],
    ['a 1x1 PNG', 'png', png],
    ['a PNG with a harmless text chunk', 'png', minimalPng([pngChunk('tEXt', cat('Comment\0', 'Scanned 2026-03-02'))])],
    ['an 8x8 baseline JPEG', 'jpeg', jpeg],
  ])('accepts %s', async (_name, kind, content) => {
    expect(await checkStructure(kind, content)).toEqual({ ok: true });
  });

  it.each(REFUSED)('refuses %s', async (_name, kind, content) => {
    const verdict = await checkStructure(kind, content);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(/\S/);
  });
});

describeBank('the upload route parses what it accepts', (bank, api) => {
  const upload = async (token: string, refNo: string, fileName: string, data: Buffer) => {
    const { payload, contentType } = multipartBody([{ name: 'files', filename: fileName, data }]);
    const raw = await bank.app.inject({
      method: 'POST',
      url: paths.upload(refNo, 'FS', 'row-1', MERLION.first.nric),
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      payload,
    });
    return { status: raw.statusCode, body: UploadResponse.parse(raw.json()) };
  };

  it('refuses each fake with the spec\'s file type message and stores none of them', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    const extension = { pdf: 'pdf', png: 'png', jpeg: 'jpg' } as const;
    for (const [name, kind, content] of REFUSED) {
      const res = await upload(s.token, s.refNo, `statement.${extension[kind]}`, content);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toEqual({ isSucess: false, data: { message: REFUSALS.type }, model: null });
    }
    const listed = GetUploadDetailsResponse.parse((await api.get(paths.uploadDetails(s.refNo), s.token)).body).model;
    expect(listed).toEqual([]);
  });

  it('still accepts a whole PDF, PNG and JPEG', async () => {
    const s = await retrieved(api, MERLION.first.nric);
    for (const [fileName, content] of [['a.pdf', pdf], ['b.png', png], ['c.jpeg', jpeg], ['d.pdf', minimalPdf({ encrypted: true })]] as const) {
      const res = await upload(s.token, s.refNo, fileName, content);
      expect(res.body.isSucess, fileName).toBe(true);
    }
  });
});
