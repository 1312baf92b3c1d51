import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const LABEL_WIDTH = 190;
const GREY = rgb(0.35, 0.35, 0.35);
const INK = rgb(0.08, 0.08, 0.08);

/** The letterhead of every document of the sandbox bank. */
export const LETTERHEAD = ['THE SANDBOX BANK', 'SME Banking, Singapore'];
export const SIMULATED = 'Issued by the sandbox bank for testing: this document is not an offer of any real bank.';

/**
 * The standard Helvetica font encodes WinAnsi only: anything else (a Chinese name, an emoji) would make
 * pdf-lib throw. Typographic quotes and dashes become their ASCII forms; the rest becomes '?'.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/**
 * A small top-to-bottom writer over pdf-lib: headings, paragraphs that wrap, label/value rows, new
 * pages as needed. Text is drawn as text (not outlines), so it can be selected, searched and read by
 * assistive technology.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; subject: string; now: Date }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    // Fixed metadata from the bank's clock: the same application gives the same document.
    doc.setTitle(pdfSafe(meta.title));
    doc.setSubject(pdfSafe(meta.subject));
    doc.setAuthor('The Sandbox Bank');
    doc.setCreator('SME e-Financing sandbox bank');
    doc.setProducer('pdf-lib');
    doc.setLanguage('en-SG');
    doc.setCreationDate(meta.now);
    doc.setModificationDate(meta.now);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = pdfSafe(text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) {
        line = next;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines;
  }

  private draw(text: string, x: number, font: PDFFont, size: number, color = INK): void {
    this.page.drawText(text, { x, y: this.y, size, font, color });
  }

  letterhead(): this {
    this.room(60);
    this.draw(LETTERHEAD[0], MARGIN, this.bold, 16);
    this.y -= 16;
    this.draw(LETTERHEAD[1], MARGIN, this.regular, 10, GREY);
    this.y -= 10;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.8,
      color: GREY,
    });
    this.y -= 24;
    return this;
  }

  heading(text: string, size = 14): this {
    const lines = this.wrap(text, this.bold, size, PAGE_WIDTH - 2 * MARGIN);
    for (const line of lines) {
      this.room(size + 6);
      this.draw(line, MARGIN, this.bold, size);
      this.y -= size + 6;
    }
    this.y -= 4;
    return this;
  }

  paragraph(text: string, size = 10.5): this {
    for (const line of this.wrap(text, this.regular, size, PAGE_WIDTH - 2 * MARGIN)) {
      this.room(size + 4);
      this.draw(line, MARGIN, this.regular, size);
      this.y -= size + 4;
    }
    this.y -= 6;
    return this;
  }

  /** A field the application may not have: left out rather than printed as '-'. */
  fieldIf(label: string, value: string | null): this {
    return value === null ? this : this.field(label, value);
  }

  /** A label and its value side by side; the value wraps in its column. */
  field(label: string, value: string, size = 10.5): this {
    const valueWidth = PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH;
    const lines = this.wrap(value || '-', this.regular, size, valueWidth);
    this.room((size + 4) * lines.length);
    this.draw(pdfSafe(label), MARGIN, this.bold, size);
    for (const line of lines) {
      this.draw(line, MARGIN + LABEL_WIDTH, this.regular, size);
      this.y -= size + 4;
    }
    this.y -= 2;
    return this;
  }

  space(points = 10): this {
    this.y -= points;
    return this;
  }

  note(text: string): this {
    return this.paragraph(text, 8.5);
  }

  /**
   * Object streams off: the PDF 1.4-style cross-reference table that every reader, and a plain text
   * search over the file, understands. Page content streams stay Flate-compressed.
   */
  async save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
