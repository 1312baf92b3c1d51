import { INSPECTION_BUDGET } from './budget';

/*
 * The size an image says it has, read from its header: the bank never decodes pixels, but whoever
 * opens the file does, so an image over the cap is refused before anyone's viewer meets it.
 * Both readers run after structure.ts has checked the file's chunks or segments are whole.
 */

export interface Dimensions {
  width: number;
  height: number;
}

/** IHDR is the first chunk (checked by checkPng): width and height are its first two 32-bit numbers. */
export function pngDimensions(content: Uint8Array): Dimensions {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The largest frame (SOF) before the first scan: height then width, 16 bits each, after the precision byte. */
export function jpegDimensions(content: Uint8Array): Dimensions {
  let largest: Dimensions = { width: 0, height: 0 };
  let at = 2;
  while (at + 4 <= content.length && content[at] === 0xff) {
    while (content[at] === 0xff) at++;
    const marker = content[at++];
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    const length = (content[at] << 8) | content[at + 1];
    if (isFrame(marker) && at + 7 <= content.length) {
      const frame = { height: (content[at + 3] << 8) | content[at + 4], width: (content[at + 5] << 8) | content[at + 6] };
      if (frame.width * frame.height > largest.width * largest.height) largest = frame;
    }
    at += length;
  }
  return largest;
}

/** The cap: no more than INSPECTION_BUDGET.imagePixels pixels; a side of 0 has no pixels to show. */
export function dimensionsRefusal(d: Dimensions): 'imageTooLarge' | 'type' | undefined {
  if (d.width === 0 || d.height === 0) return 'type';
  return d.width * d.height > INSPECTION_BUDGET.imagePixels ? 'imageTooLarge' : undefined;
}
