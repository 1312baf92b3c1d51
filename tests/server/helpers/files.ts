import { crc32 } from 'node:zlib';

/*
 * Small but complete files of the three kinds the bank accepts, built byte by byte so tests can also
 * build what is almost one (cut short, with something appended, with a chunk corrupted).
 */

/** A one-page PDF with a correct cross-reference table; padTo makes it exactly that many bytes. */
export function minimalPdf(options: { padTo?: number; encrypted?: boolean } = {}): Buffer<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << >> >>',
  ];
  let trailerExtra = '';
  if (options.encrypted) {
    // The Standard security handler's dictionary: enough for any reader to see the file as encrypted.
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`);
    trailerExtra = ` /Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;
  }
  const build = (padding: number) => {
    let body = `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${padding > 0 ? `%${' '.repeat(padding - 2)}\n` : ''}`;
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  const plain = build(0);
  if (options.padTo === undefined) return plain;
  // The padding is a comment line of at least two bytes; startxref's number may gain a digit, hence the retry.
  let padding = options.padTo - plain.length;
  for (let attempt = 0; attempt < 3; attempt++) {
    const padded = build(padding);
    if (padded.length === options.padTo) return padded;
    padding += options.padTo - padded.length;
  }
  throw new Error(`cannot make a PDF of exactly ${options.padTo} bytes`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1x1 grey PNG: signature, IHDR, one IDAT (zlib of the filter byte and the pixel), IEND. */
export function minimalPng(extraChunks: Buffer[] = []): Buffer<ArrayBuffer> {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  const idat = Buffer.from('78da63680000008200 81'.replace(/ /g, ''), 'hex');
  // Copied into a Buffer of its own: a browser Blob takes only an ArrayBuffer-backed view.
  return Buffer.from(Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), ...extraChunks, pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]));
}
export { pngChunk };

const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];

/**
 * An 8x8 grey baseline JPEG: SOI, JFIF, a flat quantisation table, the frame, one-code Huffman tables
 * (DC category 0 and AC end-of-block, each the 1-bit code 0), a scan of the bits 00 padded with ones, EOI.
 */
export function minimalJpeg(): Buffer<ArrayBuffer> {
  const oneCode = (tableClass: number) => [(tableClass << 4) | 0, 1, ...Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0)),
    ...segment(0xc4, oneCode(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]);
}
