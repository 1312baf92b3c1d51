import type { FileKind } from '../sniff';
import { checkContainer, checkJpeg, checkPng, loadPdf } from '../structure';
import { dimensionsRefusal, jpegDimensions, pngDimensions } from './images';
import { findActiveContent } from './pdfActive';
import { checkPdfStreams } from './pdfStreams';
import { opensAsZip } from './signatures';
import { ACCEPTED, refusedFor, type Verdict } from './verdict';

/**
 * Everything the bank checks in a file's bytes, cheapest first. It runs inside the inspection worker
 * (workerPool.ts), never on the bank's own event loop: a hostile file can cost that worker its budget,
 * and nothing else.
 */
export async function inspectContent(kind: FileKind, content: Uint8Array): Promise<Verdict> {
  const container = await checkContainer(kind, content);
  if (!container.ok) return refusedFor('type', `${kind}.container`);
  // A ZIP reader would open it too: a polyglot, whatever the first bytes say.
  if (opensAsZip(content)) return refusedFor('type', `${kind}.zip`);
  if (kind === 'png' || kind === 'jpeg') {
    const structure = kind === 'png' ? checkPng(content) : checkJpeg(content);
    if (!structure.ok) return refusedFor('type', `${kind}.structure`);
    const size = dimensionsRefusal(kind === 'png' ? pngDimensions(content) : jpegDimensions(content));
    return size ? refusedFor(size, `${kind}.dimensions`) : ACCEPTED;
  }
  const streams = await checkPdfStreams(content);
  if (streams) return streams;
  const loaded = await loadPdf(content);
  if (!loaded.ok) return refusedFor('type', 'pdf.structure');
  const active = findActiveContent(loaded.doc);
  return active ? refusedFor('activeContent', `pdf.${active}`) : ACCEPTED;
}
