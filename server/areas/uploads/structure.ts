import { crc32 } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import type { FileKind } from './sniff';

/*
 * The first bytes say what a file claims to be; this checks that it is one, whole, and nothing else:
 * a '%PDF-' followed by HTML, a PNG signature followed by a script, a file cut short, or a valid file
 * with another one appended (a polyglot) are all refused. Each check walks the file once; the size is
 * already bounded by UPLOAD_MAX_BYTES.
 */

export type StructureCheck = { ok: true } | { ok: false; reason: string };

const OK: StructureCheck = { ok: true };
const refuse = (reason: string) => ({ ok: false as const, reason });

/** What file-type calls each kind the bank accepts. */
const FILE_TYPE_EXT: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

/**
 * Markup a browser would run or render. None belongs in a document scan or a PDF's structure, and in
 * compressed data seven given bytes in a row are vanishingly unlikely, so a hit means a polyglot.
 */
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype\s+html)[\s>/]/i;

export async function checkStructure(kind: FileKind, content: Uint8Array): Promise<StructureCheck> {
  const container = await checkContainer(kind, content);
  if (!container.ok) return container;
  if (kind === 'png') return checkPng(content);
  if (kind === 'jpeg') return checkJpeg(content);
  return checkPdf(content);
}

/** What every kind must pass before its own structure is walked: file-type agrees, and no markup anywhere. */
export async function checkContainer(kind: FileKind, content: Uint8Array): Promise<StructureCheck> {
  const detected = await fileTypeFromBuffer(content);
  if (detected?.ext !== FILE_TYPE_EXT[kind]) return refuse(`file-type reads it as ${detected?.ext ?? 'nothing it knows'}, not ${kind}`);
  if (hasMarkup(Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1'))) {
    return refuse('it carries HTML or script markup');
  }
  return OK;
}

export const hasMarkup = (text: string): boolean => MARKUP.test(text);

const PNG_SIGNATURE_BYTES = 8;

/** Chunk by chunk: lengths in bounds, every CRC right, IHDR first, IDAT present, IEND last and at the very end. */
export function checkPng(content: Uint8Array): StructureCheck {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let at = PNG_SIGNATURE_BYTES;
  let first = true;
  let sawData = false;
  while (at + 12 <= content.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > content.length) return refuse(`a chunk at byte ${at} runs past the end of the file`);
    const type = String.fromCharCode(...content.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return refuse(`the chunk at byte ${at} has no valid type`);
    if (crc32(content.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return refuse(`the ${type} chunk fails its CRC`);
    if (first) {
      if (type !== 'IHDR' || length !== 13) return refuse('the first chunk is not IHDR');
      if (view.getUint32(at + 8) === 0 || view.getUint32(at + 12) === 0) return refuse('the image has no pixels');
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (!sawData) return refuse('there is no image data (IDAT)');
      return end === content.length ? OK : refuse(`${content.length - end} bytes follow IEND`);
    }
    at = end;
  }
  return refuse('the file ends before IEND');
}

const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and RST0-7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Marker by marker from SOI: each segment's length in bounds, a frame header (SOF) before the first
 * scan, the entropy-coded data of each scan crossed to its next marker, and EOI as the last two bytes.
 * An Exif thumbnail lives inside its APP1 segment and is skipped by length.
 */
export function checkJpeg(content: Uint8Array): StructureCheck {
  if (content[0] !== 0xff || content[1] !== 0xd8) return refuse('it does not start with SOI');
  let at = 2;
  let sawFrame = false;
  let sawScan = false;
  while (at < content.length) {
    if (content[at] !== 0xff) return refuse(`byte ${at} is not a marker`);
    while (content[at] === 0xff) at++;
    if (at >= content.length) break;
    const marker = content[at++];
    if (marker === 0xd9) {
      if (!sawScan) return refuse('EOI comes before any scan');
      return at === content.length ? OK : refuse(`${content.length - at} bytes follow EOI`);
    }
    if (standalone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) return refuse(`a misplaced marker 0xFF${marker.toString(16).toUpperCase().padStart(2, '0')} at byte ${at - 1}`);
    if (at + 2 > content.length) break;
    const length = (content[at] << 8) | content[at + 1];
    if (length < 2 || at + length > content.length) return refuse(`the segment at byte ${at - 2} runs past the end of the file`);
    at += length;
    if (isSof(marker)) sawFrame = true;
    if (marker !== 0xda) continue;
    if (!sawFrame) return refuse('a scan comes before the frame header (SOF)');
    sawScan = true;
    // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte) or RST0-7 inside it; any other marker ends it.
    while (at < content.length && !(content[at] === 0xff && content[at + 1] !== 0x00 && !(content[at + 1] >= 0xd0 && content[at + 1] <= 0xd7))) at++;
  }
  return refuse('the file ends before EOI');
}

/** Trailing bytes after the last %%EOF that readers tolerate: line ends and padding. */
const PDF_TAIL = /%%EOF[\r\n\t \0]*$/;
const TAIL_WINDOW = 1024;

/**
 * Parsed by pdf-lib down to the page tree: a catalog with at least one page. The file must end with
 * %%EOF (nothing appended) and its startxref must point at a cross-reference table or stream.
 * Encrypted PDFs are accepted when their structure parses: password-protected bank statements are
 * common, and the structure (dictionaries, page tree) is readable without the password.
 */
export async function checkPdf(content: Uint8Array): Promise<StructureCheck> {
  const loaded = await loadPdf(content);
  return loaded.ok ? OK : loaded;
}

/** checkPdf's checks, keeping the parsed document for the checks that walk its objects. */
export async function loadPdf(content: Uint8Array): Promise<{ ok: true; doc: PDFDocument } | { ok: false; reason: string }> {
  const tail = Buffer.from(content.subarray(Math.max(0, content.length - TAIL_WINDOW))).toString('latin1');
  if (!PDF_TAIL.test(tail)) return refuse('it does not end with %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF[\r\n\t \0]*$/.exec(tail);
  if (!startxref) return refuse('it has no startxref before the final %%EOF');
  const offset = Number(startxref[1]);
  const atOffset = Buffer.from(content.subarray(offset, offset + 32)).toString('latin1');
  if (!/^(?:xref|\d+\s+\d+\s+obj)/.test(atOffset)) return refuse(`startxref ${offset} does not point at a cross-reference`);
  try {
    // Fastest: uploads are parsed in a worker of their own (inspect/), where yielding buys nothing.
    const doc = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true, parseSpeed: ParseSpeeds.Fastest });
    if (doc.getPageCount() < 1) return { ok: false, reason: 'it has no pages' };
    return { ok: true, doc };
  } catch (error) {
    return { ok: false, reason: `it does not parse as a PDF (${(error as Error).message})` };
  }
}
