import { describe, expect, it } from 'vitest';
import { checkFileType, EXTENSION_KINDS, extensionOf, sniff, type FileKind } from '../../server/areas/uploads/sniff';
import { SAMPLES } from './helpers/multipart';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniff: the kind of a file by its first bytes', () => {
  it.each<[string, Uint8Array, FileKind | null]>([
    ['a PDF', SAMPLES.pdf, 'pdf'],
    ['a PNG', SAMPLES.png, 'png'],
    ['a JPEG (JFIF)', SAMPLES.jpeg, 'jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x00), 'jpeg'],
    ['exactly the PDF signature', Buffer.from('%PDF-'), 'pdf'],
    ['exactly the PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    ['exactly the JPEG signature', bytes(0xff, 0xd8, 0xff), 'jpeg'],
    ['a Windows executable', SAMPLES.exe, null],
    ['text', SAMPLES.txt, null],
    ['nothing', bytes(), null],
    ['%PDF without the dash', Buffer.from('%PDF1.4'), null],
    ['%PDF- later in the file', Buffer.from(' %PDF-1.4'), null],
    ['lower-case %pdf-', Buffer.from('%pdf-1.4'), null],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), null],
    ['a PNG signature with a wrong last byte', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b), null],
    ['a JPEG signature cut short', bytes(0xff, 0xd8), null],
    ['a GIF', Buffer.from('GIF89a'), null],
    ['a ZIP (docx, xlsx)', bytes(0x50, 0x4b, 0x03, 0x04), null],
  ])('%s', (_name, content, kind) => {
    expect(sniff(content)).toBe(kind);
  });
});

describe('extensionOf', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Report.PDF', 'pdf'],
    ['scan.2025.JpEg', 'jpeg'],
    ['archive.tar.gz', 'gz'],
    ['noextension', ''],
    ['trailingdot.', ''],
    ['.pdf', ''],
    ['', ''],
  ])('%s -> %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('checkFileType: the extension must be allowed and agree with the content', () => {
  it.each<[string, Uint8Array, FileKind | null]>([
    ['statement.pdf', SAMPLES.pdf, 'pdf'],
    ['STATEMENT.PDF', SAMPLES.pdf, 'pdf'],
    ['photo.png', SAMPLES.png, 'png'],
    ['photo.jpg', SAMPLES.jpeg, 'jpeg'],
    ['photo.jpeg', SAMPLES.jpeg, 'jpeg'],
    ['photo.JPG', SAMPLES.jpeg, 'jpeg'],
    // the extension lies about the content
    ['statement.pdf', SAMPLES.png, null],
    ['photo.png', SAMPLES.pdf, null],
    ['photo.jpg', SAMPLES.png, null],
    ['photo.png', SAMPLES.jpeg, null],
    ['setup.pdf', SAMPLES.exe, null],
    // the content is fine, the extension is not allowed
    ['statement.exe', SAMPLES.pdf, null],
    ['statement.txt', SAMPLES.pdf, null],
    ['statement.gif', SAMPLES.png, null],
    ['statement', SAMPLES.pdf, null],
    ['statement.constructor', SAMPLES.pdf, null],
    ['statement.toString', SAMPLES.pdf, null],
    // neither
    ['setup.exe', SAMPLES.exe, null],
    ['notes.txt', SAMPLES.txt, null],
  ])('%s', (name, content, kind) => {
    const result = checkFileType(name, content);
    expect(result.ok ? result.kind : null).toBe(kind);
    if (!result.ok) expect(result.reason).toMatch(/\S/);
  });

  it('keeps the extension as the user wrote it, in lower case', () => {
    expect(checkFileType('Photo.JPEG', SAMPLES.jpeg)).toEqual({ ok: true, kind: 'jpeg', extension: 'jpeg' });
    expect(checkFileType('Photo.Jpg', SAMPLES.jpeg)).toEqual({ ok: true, kind: 'jpeg', extension: 'jpg' });
  });
});

describe('the extensions the bank accepts', () => {
  it('are those of the spec, png, jpg, jpeg and pdf (spec 3, 5)', () => {
    expect(Object.keys(EXTENSION_KINDS).sort()).toEqual(['jpeg', 'jpg', 'pdf', 'png']);
  });
});
