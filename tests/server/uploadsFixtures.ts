import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { minimalJpeg, minimalPng, PNG_SIGNATURE, pngChunk } from './helpers/files';

/*
 * Hostile uploads, built at test time (nothing large is committed): decompression bombs, PDFs with
 * active content, polyglots and images that claim too many pixels. Each is otherwise a whole, valid
 * file of its kind, so what refuses it is the one thing it is built to show.
 */

/** An indirect object: a dictionary (or any value), or a stream with its dictionary and bytes. */
export type PdfObject = string | { dict: string; data: Buffer };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A PDF whose objects 1 to 3 are a catalog (with `catalogExtra`), a page tree and one page (with
 * `pageExtra`), then `more` as objects 4, 5, ...; with a correct cross-reference table.
 */
export function pdfOf(options: { catalogExtra?: string; pageExtra?: string; more?: PdfObject[] } = {}): Buffer {
  const objects: PdfObject[] = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << >> ${options.pageExtra ?? ''} >>`,
    ...(options.more ?? []),
  ];
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') push(latin1(`${i + 1} 0 obj\n${object}\nendobj\n`));
    else {
      const dict = object.dict.replace(/>>\s*$/, ` /Length ${object.data.length} >>`);
      push(latin1(`${i + 1} 0 obj\n${dict}\nstream\n`));
      push(object.data);
      push(latin1('\nendstream\nendobj\n'));
    }
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
  push(latin1(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const MB = 1024 * 1024;

/**
 * zlib data that inflates to `megabytes` MB of zeros, made without holding them: one megabyte deflated
 * with a full flush (which resets the compressor, so every further megabyte deflates to the same
 * bytes), repeated, then the final block and the Adler-32 of that many zeros. About 1 KB a MB.
 */
export function zlibBomb(megabytes: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const final = deflateRawSync(Buffer.alloc(0));
  const total = megabytes * MB;
  const adler = Buffer.alloc(4);
  // Adler-32 of n zeros: a stays 1, b adds 1 for each byte.
  adler.writeUInt32BE((((total % 65521) << 16) >>> 0) + 1, 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(megabytes).fill(segment), final, adler]);
}

/** Finding 2: a 0.5 MB PDF whose object stream inflates to 500 MB. */
export const objectStreamBomb = () =>
  pdfOf({ more: [{ dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', data: zlibBomb(500) }] });

/** The same 500 MB in the page's content stream, which pdf-lib itself never inflates. */
export const contentStreamBomb = () => pdfOf({ pageExtra: '/Contents 4 0 R', more: [{ dict: '<< /Filter /FlateDecode >>', data: zlibBomb(500) }] });

/** Finding 2: a PDF of `count` small objects (200,000 make about 12 MB). */
export function manyObjectsPdf(count: number): Buffer {
  const more = Array.from({ length: count }, (_, i) => `<< /Type /Note /I ${i} >>`);
  return pdfOf({ more });
}

const deflated = (text: string) => deflateSync(latin1(text));

/** A PE executable's first bytes: MZ, and at 0x3C the offset of 'PE\0\0'. */
export function peHeader(): Buffer {
  const b = Buffer.alloc(0x100);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('This program cannot be run in DOS mode.', 0x40, 'latin1');
  return b;
}

/** An object stream holding one object (number 5), compressed: its keys are not in the file's bytes. */
function objectStreamOf(object: string): PdfObject {
  const header = '5 0 ';
  return { dict: `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode >>`, data: deflated(`${header}${object}`) };
}

/** Finding 8: PDFs each carrying one kind of active content. */
export const ACTIVE_PDFS: [string, () => Buffer][] = [
  ['JavaScript run on opening', () => pdfOf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' })],
  ['a Launch action on opening', () => pdfOf({ catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >>' })],
  ['an OpenAction that opens a web page', () => pdfOf({ catalogExtra: '/OpenAction << /S /URI /URI (https://example.com/) >>' })],
  ['document-level JavaScript in the name tree', () => pdfOf({ catalogExtra: '/Names << /JavaScript 4 0 R >>', more: ['<< /Names [(a) << /S /JavaScript /JS (1) >>] >>'] })],
  ['a link running JavaScript behind #-escaped names (/J#53, /J#61vaScript)', () => pdfOf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /J#61vaScript /J#53 (1) >> >>]' })],
  ['a page action (additional actions)', () => pdfOf({ pageExtra: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' })],
  ['JavaScript inside a compressed object stream', () => pdfOf({ catalogExtra: '/OpenAction 5 0 R', more: [objectStreamOf('<< /S /JavaScript /JS (1) >>')] })],
  ['an embedded file', () => pdfOf({ catalogExtra: '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>', more: ['<< /Type /Filespec /F (a.exe) >>'] })],
  ['an embedded executable stream', () => pdfOf({ more: [{ dict: '<< /Type /EmbeddedFile >>', data: peHeader() }] })],
  ['an executable in a stream of no type', () => pdfOf({ more: [{ dict: '<< >>', data: peHeader() }] })],
  ['an executable in a compressed stream', () => pdfOf({ more: [{ dict: '<< /Filter /FlateDecode >>', data: deflateSync(peHeader()) }] })],
  ['an XFA form', () => pdfOf({ catalogExtra: '/AcroForm << /Fields [] /XFA 4 0 R >>', more: [{ dict: '<< >>', data: latin1('<xdp:xdp/>') }] })],
  ['a rich media annotation', () => pdfOf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>]' })],
  ['a file attachment annotation', () => pdfOf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] >>]' })],
];

/** PDFs with the harmless relatives of the above: they must still be accepted. */
export const PLAIN_PDFS: [string, () => Buffer][] = [
  ['an OpenAction that only opens at the first page', () => pdfOf({ catalogExtra: '/OpenAction [3 0 R /Fit]' })],
  ['an OpenAction that is a GoTo action', () => pdfOf({ catalogExtra: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' })],
  ['a link to a web page, followed only when clicked', () => pdfOf({ pageExtra: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.com/) >> >>]' })],
  ['a compressed content stream', () => pdfOf({ pageExtra: '/Contents 4 0 R', more: [{ dict: '<< /Filter /FlateDecode >>', data: deflated('BT /F1 12 Tf 10 10 Td (Statement) Tj ET') }] })],
  ['an object stream of plain objects', () => pdfOf({ more: [objectStreamOf('<< /Type /Note >>')] })],
];

/** Finding 8: HTML a browser would render, compressed inside a PDF stream. */
export const compressedHtmlPdf = () =>
  pdfOf({ more: [{ dict: '<< /Filter /FlateDecode >>', data: deflated('<!doctype html><html><body><script>alert(1)</script></body></html>') }] });

/** A ZIP archive of one stored file, with `comment` bytes after its end record. */
export function zipOf(name: string, data: Buffer, commentLength = 0): Buffer {
  const nameBytes = latin1(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localPart = Buffer.concat([local, nameBytes, data]);
  const centralPart = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  end.writeUInt16LE(commentLength, 20);
  return Buffer.concat([localPart, centralPart, end]);
}

/**
 * Finding 8: a whole, valid PNG that a ZIP reader opens too: the archive rides in a private chunk,
 * its end record's comment spanning the chunk's CRC and the chunks after it.
 */
export function pngZipPolyglot(): Buffer {
  const png = minimalPng();
  const afterChunk = 4 + (png.length - 33);
  const zip = zipOf('run.js', latin1('WScript.Echo(1)'), afterChunk);
  return minimalPng([pngChunk('zIPp', zip)]);
}

/** The same inside a JPEG's comment segment (COM), before the frame. */
export function jpegZipPolyglot(): Buffer {
  const jpeg = minimalJpeg();
  const rest = jpeg.length - 2;
  const zip = zipOf('run.js', latin1('WScript.Echo(1)'), rest);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (zip.length + 2) >> 8, (zip.length + 2) & 0xff]), zip]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
}

/** Finding 13: a 1x1 PNG whose IHDR claims width x height (CRC recomputed). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0]);
  ihdr.writeUInt32BE(width >>> 0, 0);
  ihdr.writeUInt32BE(height >>> 0, 4);
  const png = minimalPng();
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), png.subarray(33)]);
}

/** Finding 13: an 8x8 JPEG whose frame header (SOF0) claims width x height. */
export function jpegClaiming(width: number, height: number): Buffer {
  const jpeg = Buffer.from(minimalJpeg());
  for (let at = 2; at < jpeg.length - 9; at++) {
    if (jpeg[at] === 0xff && jpeg[at + 1] === 0xc0) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error('the minimal JPEG has no SOF0');
}

/** The EICAR test string: every virus scanner reports it, and it harms nothing. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
