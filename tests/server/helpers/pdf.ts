import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read the way a viewer would: every stream is taken out of the file, inflated
 * when it is Flate-compressed, and the strings of its text operators (Tj, TJ) are decoded. The
 * document's metadata (Title, Subject) is not a stream, so a match here is text printed on a page.
 */
export function pdfText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  const streams = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of file.matchAll(streams)) {
    const dict = match[1];
    const raw = Buffer.from(match[2], 'latin1');
    let content: string;
    try {
      content = (/\/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // a stream we cannot read (an image, a font program) holds no page text
    }
    for (const op of content.matchAll(/(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:[^\]])*)\]\s*TJ/g)) {
      if (op[1]) lines.push(decodeString(op[1]));
      else lines.push([...op[2].matchAll(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g)].map((m) => decodeString(m[0])).join(''));
    }
  }
  return lines.join('\n');
}

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
      /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e,
    );
}

/** The number of pages: /Type /Page objects (not /Pages). */
export const pdfPageCount = (bytes: Uint8Array) => (Buffer.from(bytes).toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
