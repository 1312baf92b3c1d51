import { constants, createInflate } from 'node:zlib';
import { hasMarkup } from '../structure';
import { INSPECTION_BUDGET } from './budget';
import { executableAt } from './signatures';
import { refusedFor, type Verdict } from './verdict';

/*
 * A PDF's streams, read before pdf-lib is given the file: every Flate stream is inflated in chunks,
 * counted against the budget and scanned for markup and executables, so a bomb is refused after
 * INSPECTION_BUDGET.inflatedBytes rather than after whatever it inflates to, and never held whole.
 * Streams with other filters are left to pdf-lib, inside the worker's memory and time limits.
 */

const INDIRECT_OBJECT = /\d+\s+\d+\s+obj\b/g;
const STREAM_KEYWORD = /\bstream(?:\r\n|\n|\r)/g;
const CHUNK = 64 * 1024;
/** Markup split across two chunks is still seen: each chunk is read with the end of the one before. */
const OVERLAP = 64;

interface Stream {
  dict: string;
  data: Uint8Array;
}

/** The dictionary before each 'stream' keyword and the bytes after it, by /Length when direct, else to 'endstream'. */
function* streamsOf(content: Uint8Array, text: string): Generator<Stream> {
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const start = match.index + match[0].length;
    const objectStart = text.lastIndexOf('obj', match.index);
    const dict = text.slice(Math.max(objectStart, match.index - 4096), match.index);
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = direct ? start + Number(direct[1]) : -1;
    if (end < start || end > content.length || !/^\s*endstream/.test(text.slice(end, end + 32))) {
      end = text.indexOf('endstream', start);
      if (end < 0) end = content.length;
    }
    yield { dict, data: content.subarray(start, end) };
  }
}

const isFlate = (dict: string) => /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dict);
const isObjectStream = (dict: string) => /\/Type\s*\/ObjStm\b/.test(dict);

/**
 * Inflates at most `limit` bytes, handing each chunk to `onChunk`; true when there was more. A corrupt
 * or cut stream gives what a lenient reader would get from it (sync flush), not an error.
 */
async function inflateWithin(data: Uint8Array, limit: number, onChunk: (chunk: Buffer) => void): Promise<{ bytes: number; over: boolean }> {
  const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: CHUNK });
  let bytes = 0;
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) {
        inflate.destroy();
        return { bytes, over: true };
      }
      onChunk(chunk);
    }
  } catch {
    // A stream that is not valid zlib data past some point: what came before it was read.
  }
  return { bytes, over: false };
}

/** Object count, inflated bytes, markup and executables in a PDF's streams: a refusal, or undefined. */
export async function checkPdfStreams(content: Uint8Array): Promise<Verdict | undefined> {
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1');
  let objects = (text.match(INDIRECT_OBJECT) ?? []).length;
  if (objects > INSPECTION_BUDGET.pdfObjects) return refusedFor('tooComplex', 'pdf.objects');
  let inflated = 0;
  for (const stream of streamsOf(content, text)) {
    if (isObjectStream(stream.dict)) {
      objects += Number(/\/N\s+(\d+)/.exec(stream.dict)?.[1] ?? 0);
      if (objects > INSPECTION_BUDGET.pdfObjects) return refusedFor('tooComplex', 'pdf.objects');
    }
    if (!isFlate(stream.dict)) {
      if (executableAt(stream.data)) return refusedFor('activeContent', 'pdf.executable');
      continue;
    }
    const streamLimit = isObjectStream(stream.dict) ? INSPECTION_BUDGET.objectStreamBytes : Infinity;
    const limit = Math.min(streamLimit, INSPECTION_BUDGET.inflatedBytes - inflated);
    let first = true;
    let executable = false;
    let markup = false;
    let carry = '';
    const result = await inflateWithin(stream.data, limit, (chunk) => {
      if (first && executableAt(chunk)) executable = true;
      first = false;
      const window = carry + chunk.toString('latin1');
      if (hasMarkup(window)) markup = true;
      carry = window.slice(-OVERLAP);
    });
    if (result.over) return refusedFor('tooComplex', streamLimit < Infinity && limit === streamLimit ? 'pdf.objectStreamBytes' : 'pdf.inflatedBytes');
    if (executable) return refusedFor('activeContent', 'pdf.executable');
    // HTML inside a compressed stream is a page a browser would render once extracted: a polyglot.
    if (markup) return refusedFor('type', 'pdf.compressedMarkup');
    inflated += result.bytes;
  }
  return undefined;
}
