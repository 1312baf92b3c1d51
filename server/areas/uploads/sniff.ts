import type { UPLOAD_EXTENSIONS } from '../../../src/domain/constants';

/**
 * What a file is, judged by its first bytes rather than by its name (spec 3, 5: png, jpg, jpeg, pdf).
 * Pure: no I/O, so the table-driven test can name every case.
 */

type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** The magic numbers of the three kinds the bank accepts. */
export const SIGNATURES: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  // '%PDF-'
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // '\x89PNG\r\n\x1a\n'
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // SOI marker followed by the first marker's 0xFF
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** Spec 3, 5: the extensions allowed, and the kind of content each one must carry. */
export const EXTENSION_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
} satisfies Record<UploadExtension, FileKind>;

/** The kind the content starts with, or null when it is none of the three. */
export function sniff(content: Uint8Array): FileKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (content.length >= bytes.length && bytes.every((b, i) => content[i] === b)) return kind;
  }
  return null;
}

/** The extension of a file name, lower case and without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

export type TypeCheck = { ok: true; kind: FileKind; extension: string } | { ok: false; reason: string };

/**
 * Accepted only when the extension is one of png, jpg, jpeg, pdf AND the content is of that kind:
 * a renamed executable, or a PNG saved as .pdf, is refused. `reason` is for logs and tests, not users.
 */
export function checkFileType(fileName: string, content: Uint8Array): TypeCheck {
  const extension = extensionOf(fileName);
  const expected = EXTENSION_KINDS[extension];
  if (!Object.hasOwn(EXTENSION_KINDS, extension) || !expected) {
    return { ok: false, reason: extension ? `extension .${extension} is not allowed` : 'the file name has no extension' };
  }
  const actual = sniff(content);
  if (actual === null) return { ok: false, reason: `the content is not a ${expected.toUpperCase()} file` };
  if (actual !== expected) return { ok: false, reason: `the content is ${actual.toUpperCase()}, not ${expected.toUpperCase()} as .${extension} says` };
  return { ok: true, kind: actual, extension };
}
