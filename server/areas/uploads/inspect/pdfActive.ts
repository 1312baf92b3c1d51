import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/*
 * Active content in a parsed PDF: anything a reader runs, launches or unpacks rather than shows.
 * Every object is walked, those inside object streams included, and names are compared after their
 * #xx escapes are decoded (upper or lower case hex), so /J#53 is /JS.
 */

/** Keys whose presence alone is active content. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'XFA', 'EmbeddedFiles', 'EF', 'RichMediaContent']);
/** Action types (/S) that run, launch, open another file, send data or play media. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'GoToR', 'GoToE', 'ImportData', 'SubmitForm', 'Rendition', 'RichMediaExecute']);
/** Object types and subtypes that carry a file or a player. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'RichMedia', 'FileAttachment', '3D']);

const nameOf = (name: PDFName) => name.asString().slice(1).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const asName = (value: PDFObject | undefined) => (value instanceof PDFName ? nameOf(value) : undefined);

/** What a dictionary itself makes active, or undefined. */
function activeIn(dict: PDFDict): string | undefined {
  for (const [key, value] of dict.entries()) {
    const name = nameOf(key);
    if (ACTIVE_KEYS.has(name)) return name;
    if ((name === 'S' || name === 'Type' || name === 'Subtype') && value instanceof PDFName) {
      const of = asName(value)!;
      if (name === 'S' && ACTIVE_ACTIONS.has(of)) return of;
      if (name !== 'S' && ACTIVE_TYPES.has(of)) return of;
    }
    // Opening at a page is a destination, or a GoTo action; anything else runs as the file opens.
    if (name === 'OpenAction' && value instanceof PDFDict && asName(value.get(PDFName.of('S'))) !== 'GoTo') return 'OpenAction';
  }
  return undefined;
}

/** The first active thing found, as a short word for the log ('JS', 'Launch', 'EmbeddedFile', ...), or undefined. */
export function findActiveContent(doc: PDFDocument): string | undefined {
  const pending: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  // The trailer's dictionary is not an indirect object; the catalog it names is.
  while (pending.length > 0) {
    const object = pending.pop()!;
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream || object instanceof PDFStream ? object.dict : undefined;
    if (dict) {
      const found = activeIn(dict);
      if (found) return found;
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return undefined;
}
