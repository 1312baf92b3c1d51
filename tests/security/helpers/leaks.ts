import type { LightMyRequestResponse } from 'fastify';
import { pdfText } from '../../server/helpers/pdf';
import type { Person } from './victims';

export type Field = 'nric' | 'name' | 'mobile';

/**
 * Everything an answer shows a reader: its text, the text of a PDF it carries (PDF page text is
 * compressed, so a byte search would miss a printed name), and the same for base64 fields of a JSON
 * answer (the letter of offer, an image or PDF document).
 */
export function readableText(res: LightMyRequestResponse): string {
  const parts = [res.body];
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('pdf') || res.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-') parts.push(pdfText(res.rawPayload));
  if (type.includes('json')) {
    for (const value of stringsOf(safeJson(res.body))) {
      if (value.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) continue;
      const bytes = Buffer.from(value, 'base64');
      parts.push(bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? pdfText(bytes) : bytes.toString('latin1'));
    }
  }
  return parts.join('\n');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* stringsOf(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* stringsOf(v);
}

/** Which personal data of these persons the text shows: NRIC, name (any case) or full mobile number. */
export function leaksIn(text: string, persons: readonly Person[], ignore: readonly Field[] = []): string[] {
  const upper = text.toUpperCase();
  const found: string[] = [];
  for (const p of persons) {
    if (!ignore.includes('nric') && upper.includes(p.nric.toUpperCase())) found.push(`NRIC ${p.nric}`);
    if (!ignore.includes('name') && upper.includes(p.name.toUpperCase())) found.push(`name ${p.name}`);
    if (!ignore.includes('mobile') && text.replace(/[\s-]/g, '').includes(p.mobile)) found.push(`mobile ${p.mobile}`);
  }
  return found;
}
