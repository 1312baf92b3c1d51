/*
 * Files that must not ride inside an upload: programs, and archives a reader of another kind would open.
 * Pure byte checks, each with its own false-positive guard, so compressed data that happens to hold
 * the same few bytes is not taken for one.
 */

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  at >= 0 && at + signature.length <= bytes.length && signature.every((b, i) => bytes[at + i] === b);

const ELF = [0x7f, 0x45, 0x4c, 0x46];
const MACH_O = [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe]];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];

/** A program or archive at the very start of these bytes: a PE (MZ whose header points at 'PE\0\0'), ELF, Mach-O or ZIP. */
export function executableAt(bytes: Uint8Array): boolean {
  if (startsWith(bytes, 0, [0x4d, 0x5a]) && bytes.length >= 0x40) {
    const pe = bytes[0x3c] | (bytes[0x3d] << 8) | (bytes[0x3e] << 16) | (bytes[0x3f] << 24);
    if (startsWith(bytes, pe, [0x50, 0x45, 0, 0])) return true;
  }
  return startsWith(bytes, 0, ELF) || startsWith(bytes, 0, ZIP_ENTRY) || MACH_O.some((m) => startsWith(bytes, 0, m));
}

const END_OF_CENTRAL_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];
const CENTRAL_DIRECTORY_ENTRY = [0x50, 0x4b, 0x01, 0x02];
/** A ZIP reader looks for its end record this far from the end: the record (22 bytes) and the longest comment. */
const ZIP_SEARCH = 22 + 0xffff;

/**
 * True when a ZIP reader would open these bytes as an archive: an end-of-central-directory record
 * within reach of the end, whose comment ends within the file, and whose central directory starts
 * with an entry either where it says or where a reader that allows prepended data would look.
 */
export function opensAsZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - ZIP_SEARCH); at--) {
    if (!startsWith(bytes, at, END_OF_CENTRAL_DIRECTORY)) continue;
    const comment = view.getUint16(at + 20, true);
    if (at + 22 + comment > bytes.length) continue;
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    if (startsWith(bytes, offset, CENTRAL_DIRECTORY_ENTRY) || startsWith(bytes, at - size, CENTRAL_DIRECTORY_ENTRY)) return true;
  }
  return false;
}
